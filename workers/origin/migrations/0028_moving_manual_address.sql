-- Moving house (issue 58): a Dutch address the address table does not know yet (a new-build house) may be
-- typed in; the move is stored with address_to_check = 1, and customer service checks the address before
-- the delivery company re-routes the paper.
ALTER TABLE moving_house_moves ADD COLUMN address_to_check INTEGER NOT NULL DEFAULT 0 CHECK (address_to_check IN (0, 1));
