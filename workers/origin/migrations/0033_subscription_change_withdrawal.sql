-- Withdrawing a change after it took effect (issue 57, ADR 53): a change that adds a paid product may be
-- undone for 14 days (Art. 9 CRD), also once the hourly job applied it. To put the subscription back
-- exactly, the job records which open contract phase it closed (NULL: none, e.g. after a fixed term).
ALTER TABLE subscription_changes ADD COLUMN closed_phase_seq INTEGER;
