/** A two-column table of figures: each row a labelled value (a fee, a rate, a limit). */
export interface Fact {
  readonly label: string;
  readonly value: string;
}

export function FactsTable({ caption, facts }: { caption: string; facts: readonly Fact[] }) {
  if (facts.length === 0) return null;
  return (
    <table className="pp-facts">
      <caption>{caption}</caption>
      <tbody>
        {facts.map((fact) => (
          <tr key={fact.label}>
            <th scope="row">{fact.label}</th>
            <td>{fact.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
