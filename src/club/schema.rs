//! The club database's schema: its steps, each applied once, in order, in a transaction of
//! its own, and the database's `user_version` counting those applied.

use super::cached::CachedRow;
use std::path::Path;

use rusqlite::{Connection, Transaction, params};

use super::error::ClubError;
use super::names;

/// A step of the schema.
pub(super) enum Step {
    /// Statements, run as they are.
    Sql(&'static str),
    /// A change to the rows that takes the program's own rules (a name's look-alike key).
    Rows(fn(&Transaction<'_>) -> rusqlite::Result<()>),
}

/// Each schema step, in order; the database's `user_version` says how many it has. A step
/// is never changed once released: a change is a new step.
pub(super) const MIGRATIONS: [Step; 11] = [
    Step::Sql(
        r"
CREATE TABLE members (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    joined INTEGER NOT NULL,
    banned INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE keys (
    fingerprint TEXT PRIMARY KEY,
    member INTEGER NOT NULL REFERENCES members(id),
    added INTEGER NOT NULL,
    revoked INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE sign_ups (
    address TEXT NOT NULL,
    at INTEGER NOT NULL
);
CREATE INDEX sign_ups_by_address ON sign_ups(address, at);
CREATE TABLE ratings (
    member INTEGER NOT NULL REFERENCES members(id),
    pool TEXT NOT NULL,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    games INTEGER NOT NULL,
    PRIMARY KEY (member, pool)
);
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    white INTEGER NOT NULL REFERENCES members(id),
    black INTEGER NOT NULL REFERENCES members(id),
    pool TEXT NOT NULL,
    rated INTEGER NOT NULL,
    winner TEXT,
    file TEXT,
    ended INTEGER NOT NULL,
    white_before REAL, white_after REAL,
    black_before REAL, black_after REAL
);
CREATE INDEX games_by_white ON games(white, ended);
CREATE INDEX games_by_black ON games(black, ended);
",
    ),
    Step::Sql(
        r"
CREATE TABLE tournaments (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    format TEXT NOT NULL,
    rounds INTEGER NOT NULL,
    pool TEXT NOT NULL,
    rated INTEGER NOT NULL,
    capacity INTEGER NOT NULL,
    created INTEGER NOT NULL,
    started INTEGER,
    finished INTEGER
);
CREATE TABLE entrants (
    tournament INTEGER NOT NULL REFERENCES tournaments(id),
    member INTEGER NOT NULL REFERENCES members(id),
    seed INTEGER,
    PRIMARY KEY (tournament, member)
);
CREATE TABLE pairings (
    tournament INTEGER NOT NULL REFERENCES tournaments(id),
    round INTEGER NOT NULL,
    white INTEGER NOT NULL REFERENCES members(id),
    black INTEGER REFERENCES members(id),
    outcome TEXT
);
CREATE INDEX pairings_by_round ON pairings(tournament, round);
",
    ),
    // The language a member chose in the lobby (a tag: `pl`), kept for their next visits.
    Step::Sql(
        r"
ALTER TABLE members ADD COLUMN language TEXT;
",
    ),
    // Games against the computer (`super::computer`), served again after a restart.
    Step::Sql(
        r"
CREATE TABLE computer_games (
    file TEXT PRIMARY KEY,
    member INTEGER NOT NULL REFERENCES members(id),
    key TEXT NOT NULL,
    color TEXT NOT NULL,
    level INTEGER NOT NULL,
    created INTEGER NOT NULL,
    ended INTEGER
);
",
    ),
    // The lobby's room: its messages (`sent` in milliseconds since 1970, to count five in
    // ten seconds; `removed` once the host took one away) and who muted whom.
    Step::Sql(
        r"
CREATE TABLE chat_messages (
    id INTEGER PRIMARY KEY,
    member INTEGER NOT NULL REFERENCES members(id),
    text TEXT NOT NULL,
    sent INTEGER NOT NULL,
    removed INTEGER
);
CREATE INDEX chat_messages_by_member ON chat_messages(member, sent);
CREATE TABLE chat_mutes (
    member INTEGER NOT NULL REFERENCES members(id),
    muted INTEGER NOT NULL REFERENCES members(id),
    PRIMARY KEY (member, muted)
);
",
    ),
    // Seeks: a member's open offer of a game, to anyone or to one member (`target`).
    Step::Sql(
        r"
CREATE TABLE seeks (
    id INTEGER PRIMARY KEY,
    member INTEGER NOT NULL REFERENCES members(id),
    game_type TEXT NOT NULL,
    clock TEXT,
    rated INTEGER NOT NULL,
    color TEXT NOT NULL,
    opening TEXT NOT NULL,
    target INTEGER REFERENCES members(id),
    declined INTEGER NOT NULL DEFAULT 0,
    created INTEGER NOT NULL
);
CREATE INDEX seeks_by_member ON seeks(member);
",
    ),
    // Tournaments played in the served club (`super::tour`): their games' type and clock,
    // when they start, who made them, each game's save, and the members the host lets
    // make them.
    Step::Sql(
        r"
ALTER TABLE tournaments ADD COLUMN game_type TEXT;
ALTER TABLE tournaments ADD COLUMN clock TEXT;
ALTER TABLE tournaments ADD COLUMN starts INTEGER;
ALTER TABLE tournaments ADD COLUMN creator INTEGER REFERENCES members(id);
ALTER TABLE pairings ADD COLUMN save TEXT;
CREATE TABLE organizers (member INTEGER PRIMARY KEY REFERENCES members(id));
",
    ),
    // The lobby's games between people (`super::kept`), served again after a restart.
    Step::Sql(
        r"
CREATE TABLE lobby_games (
    file TEXT PRIMARY KEY,
    made_by TEXT NOT NULL,
    white INTEGER REFERENCES members(id),
    white_key TEXT,
    black INTEGER REFERENCES members(id),
    black_key TEXT,
    casual INTEGER NOT NULL,
    created INTEGER NOT NULL,
    ended INTEGER
);
",
    ),
    // What a member learned over SSH (`super::study`): the lessons done and the puzzle
    // ratings, as the data folder keeps them at home (JSON).
    Step::Sql(
        r"
CREATE TABLE study (
    member INTEGER PRIMARY KEY REFERENCES members(id),
    lessons TEXT,
    puzzles TEXT
);
",
    ),
    // Whether each player was told a game's end (`super::endings`): at the table when it
    // ended, or at their next login. Games kept before were told.
    Step::Sql(
        r"
ALTER TABLE games ADD COLUMN white_told INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN black_told INTEGER NOT NULL DEFAULT 0;
UPDATE games SET white_told = 1, black_told = 1;
",
    ),
    // Names set apart by punctuation alone look alike from here on (`Bob.` is `bob`):
    // every member's key made again (`rekey_names`).
    Step::Rows(rekey_names),
];

/// The schema version the database at `conn` is at: how many steps it has.
pub(super) fn version(conn: &Connection) -> rusqlite::Result<usize> {
    let v: i64 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
    Ok(usize::try_from(v).unwrap_or(usize::MAX))
}

/// Whether the database at `conn` lacks some of these steps (is to be brought up to date).
pub(super) fn behind(conn: &Connection) -> rusqlite::Result<bool> {
    Ok(version(conn)? < MIGRATIONS.len())
}

/// Applies the steps the database at `conn` (the file `path`) lacks; a database at a
/// version newer than these steps is refused, not changed.
pub(super) fn migrate(conn: &mut Connection, path: &Path) -> Result<(), ClubError> {
    let db = ClubError::database(path);
    let version = version(conn).map_err(db)?;
    if version > MIGRATIONS.len() {
        return Err(ClubError::Newer {
            path: path.to_path_buf(),
            version,
            known: MIGRATIONS.len(),
        });
    }
    for (i, step) in MIGRATIONS.iter().enumerate().skip(version) {
        let tx = conn.transaction().map_err(db)?;
        match step {
            Step::Sql(sql) => tx.execute_batch(sql),
            Step::Rows(change) => change(&tx),
        }
        .map_err(db)?;
        tx.pragma_update(None, "user_version", i as i64 + 1)
            .map_err(db)?;
        tx.commit().map_err(db)?;
    }
    Ok(())
}

/// Every member's look-alike key made again by [`names::key`], after its rules changed.
/// Two members whose names look alike by the new rules (both joined before) both stay,
/// and neither changes name: the one whose key is the same by both rules keeps it, the
/// first of the others takes the new key, and the rest keep their old one (which has the
/// punctuation the new keys leave out, so no new name can take it). Each is still found
/// by their exact name ([`super::Club::member_by_name`]).
fn rekey_names(tx: &Transaction<'_>) -> rusqlite::Result<()> {
    let members: Vec<(i64, String, String)> = tx
        .prepare_cached("SELECT id, name, name_key FROM members ORDER BY id")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
        .collect::<rusqlite::Result<_>>()?;
    for (id, name, old) in &members {
        let new = names::key(name);
        let taken: bool = tx.cached_row(
            "SELECT COUNT(*) FROM members WHERE name_key = ?1",
            [&new],
            |r| r.get::<_, i64>(0).map(|n| n > 0),
        )?;
        if new != *old && !taken {
            tx.execute(
                "UPDATE members SET name_key = ?1 WHERE id = ?2",
                params![new, id],
            )?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::net::{IpAddr, Ipv4Addr};

    use unicode_security::confusable_detection::skeleton;

    use super::super::{Club, SignUpError};

    /// A name's key as the club made it before punctuation was left out.
    fn key_before(name: &str) -> String {
        let folded: String = skeleton(name).collect::<String>().to_lowercase();
        skeleton(&folded).collect()
    }

    /// A database of the schema before keys left punctuation out, with members who joined
    /// then (`Bob.` before `bob`, `b.o.b`, `Ann.B`): each opening after finds each of them
    /// by their name, a new `annb` is Ann.B's look-alike, and nobody is renamed.
    #[test]
    fn keys_made_before_punctuation_was_left_out_are_made_again() {
        let dir = tempfile::tempdir().unwrap();
        let home = IpAddr::V4(Ipv4Addr::new(192, 0, 2, 1));
        {
            let club = Club::open(dir.path()).unwrap();
            let conn = club.conn_for_tests();
            for name in ["Bob.", "bob", "b.o.b", "Ann.B"] {
                conn.execute(
                    "INSERT INTO members (name, name_key, joined) VALUES (?1, ?2, 1)",
                    [name, &key_before(name)],
                )
                .unwrap();
            }
            conn.pragma_update(None, "user_version", 10).unwrap();
        }
        let mut club = Club::open(dir.path()).unwrap();
        assert_eq!(club.version().unwrap(), 11);
        let named = |club: &Club, name: &str| club.member_by_name(name).unwrap().unwrap().name;
        assert_eq!(named(&club, "AnnB"), "Ann.B");
        assert_eq!(named(&club, "Bob."), "Bob.");
        assert_eq!(named(&club, "b.o.b"), "b.o.b");
        assert_eq!(named(&club, "BOB"), "bob");
        let annb = club.sign_up("SHA256:x", "annb", home, 9, 2).unwrap();
        assert_eq!(annb, Err(SignUpError::Taken));
        assert!(club.set_banned("Bob.", true).unwrap());
        let banned: Vec<String> = club
            .members()
            .unwrap()
            .into_iter()
            .filter(|r| r.member.banned)
            .map(|r| r.member.name)
            .collect();
        assert_eq!(banned, ["Bob."]);
    }
}
