//! The club's games against the computer: which member made each (with which key, so
//! that their lobby lists it), their side and the computer's level, and whether it has
//! ended, so that a restarted server serves the unfinished ones again with the computer
//! at its seat. Unrated: the computer has no rating.

use std::path::{Path, PathBuf};

use rusqlite::params;

use super::error::ClubError;
use super::store::{Club, MemberId};
use crate::rules::Color;

/// A game against the computer as the club keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComputerGame {
    /// Its save.
    pub file: PathBuf,
    /// The member playing it.
    pub member: MemberId,
    /// The fingerprint of the key they made it with (their lobby's tables are by key).
    pub key: String,
    /// The member's side.
    pub color: Color,
    /// The computer's level, 1–5.
    pub level: u8,
}

impl Club {
    /// Keeps `game`, made `now`, as going on.
    pub fn add_computer_game(&mut self, game: &ComputerGame, now: i64) -> Result<(), ClubError> {
        let (conn, path) = self.conn();
        conn.execute(
            "INSERT OR REPLACE INTO computer_games (file, member, key, color, level, created)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![
                game.file.to_string_lossy(),
                game.member,
                game.key,
                match game.color {
                    Color::White => "white",
                    Color::Black => "black",
                },
                game.level,
                now
            ],
        )
        .map_err(ClubError::database(path))?;
        Ok(())
    }

    /// The game saved at `file` ended (or was closed) `now`: it is not served again.
    pub fn end_computer_game(&mut self, file: &Path, now: i64) -> Result<(), ClubError> {
        let (conn, path) = self.conn();
        conn.execute(
            "UPDATE computer_games SET ended = ?2 WHERE file = ?1 AND ended IS NULL",
            params![file.to_string_lossy(), now],
        )
        .map_err(ClubError::database(path))?;
        Ok(())
    }

    /// The games against the computer that have not ended, oldest first.
    pub fn computer_games_going(&self) -> Result<Vec<ComputerGame>, ClubError> {
        let (conn, path) = self.reader();
        let mut statement = conn
            .prepare_cached(
                "SELECT file, member, key, color, level FROM computer_games
                 WHERE ended IS NULL ORDER BY created, rowid",
            )
            .map_err(ClubError::database(path))?;
        let rows = statement
            .query_map([], |row| {
                Ok((
                    row.get::<_, String>(0)?,
                    row.get::<_, MemberId>(1)?,
                    row.get::<_, String>(2)?,
                    row.get::<_, String>(3)?,
                    row.get::<_, u8>(4)?,
                ))
            })
            .map_err(ClubError::database(path))?;
        let mut games = Vec::new();
        for row in rows {
            let (file, member, key, color, level) = row.map_err(ClubError::database(path))?;
            // A side the club did not write is no game of its (skipped, not fatal).
            let color = match color.as_str() {
                "white" => Color::White,
                "black" => Color::Black,
                _ => continue,
            };
            games.push(ComputerGame {
                file: PathBuf::from(file),
                member,
                key,
                color,
                level,
            });
        }
        Ok(games)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_against_the_computer_are_kept_until_they_end() {
        let dir = tempfile::tempdir().unwrap();
        let mut club = Club::open(dir.path()).unwrap();
        let ann = club
            .sign_up("SHA256:a", "ann", "192.0.2.1".parse().unwrap(), 5, 0)
            .unwrap()
            .unwrap();
        let game = |name: &str, color| ComputerGame {
            file: dir.path().join(name),
            member: ann.id,
            key: "SHA256:a".into(),
            color,
            level: 3,
        };
        club.add_computer_game(&game("one.json", Color::White), 10)
            .unwrap();
        club.add_computer_game(&game("two.json", Color::Black), 20)
            .unwrap();
        assert_eq!(
            club.computer_games_going().unwrap(),
            [
                game("one.json", Color::White),
                game("two.json", Color::Black)
            ]
        );
        club.end_computer_game(&dir.path().join("one.json"), 30)
            .unwrap();
        drop(club);
        // Kept across a restart.
        let club = Club::open(dir.path()).unwrap();
        assert_eq!(
            club.computer_games_going().unwrap(),
            [game("two.json", Color::Black)]
        );
    }
}
