-- A browser that logs in as another account replaces its SSO session: the old one stays valid for
-- the portal sessions it issued, but remembers its successor so those sessions can be told that
-- this browser is now signed in elsewhere as someone else (login state LoggedInDifferentAccount).
ALTER TABLE sso_sessions ADD COLUMN replaced_by_sso_session_id TEXT;
