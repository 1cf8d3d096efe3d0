//! The lobby's games between people (a member's own game with a guest's seat by code, and
//! the games made from seeks): the save, the side of the member who made it, who plays at
//! each side with which key, and whether it is casual, until it ends or is closed, so
//! that a restarted server serves the unfinished ones again where their players find them.
//! Games against the computer ([`super::computer`]) and tournaments' games
//! ([`super::tour`]) are kept by their own tables.

use std::path::{Path, PathBuf};

use rusqlite::params;

use super::error::ClubError;
use super::store::{Club, MemberId};
use crate::rules::Color;

/// A lobby game as the club keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptGame {
    /// Its save.
    pub file: PathBuf,
    /// The side of the member who made it (the table's owner).
    pub made_by: Color,
    /// The member at each side (White first) and the fingerprint of the key their lobby
    /// lists it by; none for a seat taken by code.
    pub sides: [Option<(MemberId, String)>; 2],
    /// Kept but moving no rating.
    pub casual: bool,
}

impl KeptGame {
    /// The key of the member who made it.
    pub fn maker_key(&self) -> Option<&str> {
        self.sides[self.made_by.index()]
            .as_ref()
            .map(|(_, key)| key.as_str())
    }
}

fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

impl Club {
    /// Keeps `game`, made `now`, as going on.
    pub fn keep_game(&mut self, game: &KeptGame, now: i64) -> Result<(), ClubError> {
        let (conn, path) = self.conn();
        let side = |c: Color| game.sides[c.index()].clone().unzip();
        let (white, white_key) = side(Color::White);
        let (black, black_key) = side(Color::Black);
        conn.execute(
            "INSERT OR REPLACE INTO lobby_games
             (file, made_by, white, white_key, black, black_key, casual, created)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            params![
                game.file.to_string_lossy(),
                color_name(game.made_by),
                white,
                white_key,
                black,
                black_key,
                game.casual,
                now
            ],
        )
        .map_err(ClubError::database(path))?;
        Ok(())
    }

    /// The member `member` (with key `key`) took side `color` of the game saved at `file`
    /// (a guest's seat taken by code, with a member's key).
    pub fn keep_side(
        &mut self,
        file: &Path,
        color: Color,
        member: MemberId,
        key: &str,
    ) -> Result<(), ClubError> {
        let (conn, path) = self.conn();
        let sql = match color {
            Color::White => "UPDATE lobby_games SET white = ?2, white_key = ?3 WHERE file = ?1",
            Color::Black => "UPDATE lobby_games SET black = ?2, black_key = ?3 WHERE file = ?1",
        };
        conn.execute(sql, params![file.to_string_lossy(), member, key])
            .map_err(ClubError::database(path))?;
        Ok(())
    }

    /// The game saved at `file` ended (or was closed) `now`: it is not served again. A
    /// file the club keeps no lobby game for is left as it is.
    pub fn end_kept_game(&mut self, file: &Path, now: i64) -> Result<(), ClubError> {
        let (conn, path) = self.conn();
        conn.execute(
            "UPDATE lobby_games SET ended = ?2 WHERE file = ?1 AND ended IS NULL",
            params![file.to_string_lossy(), now],
        )
        .map_err(ClubError::database(path))?;
        Ok(())
    }

    /// The lobby games that have not ended, oldest first.
    pub fn kept_games_going(&self) -> Result<Vec<KeptGame>, ClubError> {
        let (conn, path) = self.reader();
        let mut statement = conn
            .prepare_cached(
                "SELECT file, made_by, white, white_key, black, black_key, casual
                 FROM lobby_games WHERE ended IS NULL ORDER BY created, rowid",
            )
            .map_err(ClubError::database(path))?;
        type Row = (
            String,
            String,
            Option<MemberId>,
            Option<String>,
            Option<MemberId>,
            Option<String>,
            bool,
        );
        let rows = statement
            .query_map([], |row| -> rusqlite::Result<Row> {
                Ok((
                    row.get(0)?,
                    row.get(1)?,
                    row.get(2)?,
                    row.get(3)?,
                    row.get(4)?,
                    row.get(5)?,
                    row.get(6)?,
                ))
            })
            .map_err(ClubError::database(path))?;
        let mut games = Vec::new();
        for row in rows {
            let (file, made_by, white, white_key, black, black_key, casual) =
                row.map_err(ClubError::database(path))?;
            // A side the club did not write is no game of its (skipped, not fatal).
            let made_by = match made_by.as_str() {
                "white" => Color::White,
                "black" => Color::Black,
                _ => continue,
            };
            games.push(KeptGame {
                file: PathBuf::from(file),
                made_by,
                sides: [white.zip(white_key), black.zip(black_key)],
                casual,
            });
        }
        Ok(games)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lobby_games_are_kept_with_their_sides_until_they_end() {
        let dir = tempfile::tempdir().unwrap();
        let address = "192.0.2.1".parse().unwrap();
        let mut club = Club::open(dir.path()).unwrap();
        let ann = club
            .sign_up("SHA256:a", "ann", address, 5, 0)
            .unwrap()
            .unwrap();
        let bob = club
            .sign_up("SHA256:b", "bob", address, 5, 0)
            .unwrap()
            .unwrap();
        let seek = KeptGame {
            file: dir.path().join("seek.json"),
            made_by: Color::Black,
            sides: [
                Some((bob.id, "SHA256:b".into())),
                Some((ann.id, "SHA256:a".into())),
            ],
            casual: true,
        };
        let own = KeptGame {
            file: dir.path().join("own.json"),
            made_by: Color::White,
            sides: [Some((ann.id, "SHA256:a".into())), None],
            casual: false,
        };
        club.keep_game(&seek, 10).unwrap();
        club.keep_game(&own, 11).unwrap();
        assert_eq!(seek.maker_key(), Some("SHA256:a"));
        drop(club);

        // Kept across a restart; a guest's seat later taken with a member's key is kept.
        let mut club = Club::open(dir.path()).unwrap();
        assert_eq!(
            club.kept_games_going().unwrap(),
            [seek.clone(), own.clone()]
        );
        club.keep_side(&own.file, Color::Black, bob.id, "SHA256:b")
            .unwrap();
        club.end_kept_game(&seek.file, 20).unwrap();
        let mut taken = own.clone();
        taken.sides[1] = Some((bob.id, "SHA256:b".into()));
        assert_eq!(club.kept_games_going().unwrap(), [taken]);
        // A save the club keeps no lobby game for changes nothing.
        club.end_kept_game(&dir.path().join("other.json"), 21)
            .unwrap();
        club.end_kept_game(&own.file, 22).unwrap();
        assert_eq!(club.kept_games_going().unwrap(), []);
    }
}
