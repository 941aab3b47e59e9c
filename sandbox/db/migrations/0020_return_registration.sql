-- A purchase paused for a return (web status 6) remembers when the pause began and what it was
-- before, so that when the brand registers the return (POST /sandbox/returns/...) the updated
-- invoice goes back to its own state and its due date moves on by the days the pause lasted.
alter table orders add column paused_on date;
alter table orders add column web_before_pause integer;
