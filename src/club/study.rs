//! What a member learned over SSH: the lessons done and their puzzle ratings, kept in the
//! club's database as the data folder keeps them at home (the same JSON), so that a member
//! takes up the lessons and puzzles where they left them, whichever key they come with.

use super::cached::CachedRow;
use rusqlite::{OptionalExtension, params};
use serde::Serialize;
use serde::de::DeserializeOwned;

use super::error::ClubError;
use super::store::{Club, MemberId};
use crate::engine::puzzles::rating::Ratings;
use crate::learn::Progress;

/// A column of the `study` table: its name and what it holds, in words.
#[derive(Clone, Copy)]
enum Kept {
    Lessons,
    Puzzles,
}

impl Kept {
    fn column(self) -> &'static str {
        match self {
            Kept::Lessons => "lessons",
            Kept::Puzzles => "puzzles",
        }
    }

    fn what(self) -> &'static str {
        match self {
            Kept::Lessons => "lessons",
            Kept::Puzzles => "puzzle ratings",
        }
    }
}

impl Club {
    /// The lessons member `id` has done (none yet: none).
    pub fn lessons(&self, id: MemberId) -> Result<Progress, ClubError> {
        self.read_kept(id, Kept::Lessons)
    }

    /// Keeps the lessons member `id` has done.
    pub fn keep_lessons(&mut self, id: MemberId, progress: &Progress) -> Result<(), ClubError> {
        self.write_kept(id, Kept::Lessons, progress)
    }

    /// Member `id`'s puzzle ratings (none yet: a new player's).
    pub fn puzzle_ratings(&self, id: MemberId) -> Result<Ratings, ClubError> {
        self.read_kept(id, Kept::Puzzles)
    }

    /// Keeps member `id`'s puzzle ratings.
    pub fn keep_puzzle_ratings(
        &mut self,
        id: MemberId,
        ratings: &Ratings,
    ) -> Result<(), ClubError> {
        self.write_kept(id, Kept::Puzzles, ratings)
    }

    fn read_kept<T: DeserializeOwned + Default>(
        &self,
        id: MemberId,
        kept: Kept,
    ) -> Result<T, ClubError> {
        let (conn, path) = self.reader();
        let sql = format!("SELECT {} FROM study WHERE member = ?1", kept.column());
        let text: Option<String> = conn
            .cached_row(&sql, params![id], |r| r.get(0))
            .optional()
            .map_err(ClubError::database(path))?
            .flatten();
        match text {
            None => Ok(T::default()),
            Some(text) => serde_json::from_str(&text).map_err(|source| ClubError::Kept {
                path: path.to_path_buf(),
                what: kept.what(),
                source,
            }),
        }
    }

    fn write_kept<T: Serialize>(
        &mut self,
        id: MemberId,
        kept: Kept,
        value: &T,
    ) -> Result<(), ClubError> {
        let (conn, path) = self.conn();
        // Both are plain data: they always serialize.
        let text = serde_json::to_string(value).unwrap_or_default();
        let column = kept.column();
        let sql = format!(
            "INSERT INTO study (member, {column}) VALUES (?1, ?2)
             ON CONFLICT(member) DO UPDATE SET {column} = excluded.{column}"
        );
        conn.execute(&sql, params![id, text])
            .map_err(ClubError::database(path))?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn member(club: &mut Club, name: &str) -> MemberId {
        let address = "192.0.2.1".parse().unwrap();
        let key = format!("SHA256:{name}");
        club.sign_up(&key, name, address, 5, 0).unwrap().unwrap().id
    }

    #[test]
    fn a_members_lessons_and_ratings_are_kept_apart_from_anothers_and_across_openings() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path();
        let (ann, bob) = {
            let mut club = Club::open(path).unwrap();
            (member(&mut club, "ann"), member(&mut club, "bob"))
        };
        let mut club = Club::open(path).unwrap();
        // Nothing yet: no lesson done, a new player's ratings.
        assert_eq!(club.lessons(ann).unwrap(), Progress::default());
        assert_eq!(club.puzzle_ratings(ann).unwrap(), Ratings::default());
        let mut progress = Progress::default();
        progress.mark("placing");
        club.keep_lessons(ann, &progress).unwrap();
        let mut ratings = Ratings::default();
        ratings.player.rating = 1612.5;
        ratings.solved.push("p1".into());
        club.keep_puzzle_ratings(ann, &ratings).unwrap();
        // Keeping one column leaves the other.
        progress.mark("queen");
        club.keep_lessons(ann, &progress).unwrap();
        drop(club);
        let club = Club::open(path).unwrap();
        assert_eq!(club.lessons(ann).unwrap(), progress);
        assert_eq!(club.puzzle_ratings(ann).unwrap(), ratings);
        assert_eq!(club.lessons(bob).unwrap(), Progress::default());
        assert_eq!(club.puzzle_ratings(bob).unwrap(), Ratings::default());
    }

    #[test]
    fn kept_lessons_that_do_not_read_are_an_error_not_a_fresh_start() {
        let dir = tempfile::tempdir().unwrap();
        let mut club = Club::open(dir.path()).unwrap();
        let ann = member(&mut club, "ann");
        let (conn, _) = club.conn();
        conn.execute(
            "INSERT INTO study (member, lessons) VALUES (?1, 'not json')",
            params![ann],
        )
        .unwrap();
        let error = club.lessons(ann).unwrap_err();
        assert!(
            matches!(
                error,
                ClubError::Kept {
                    what: "lessons",
                    ..
                }
            ),
            "{error}"
        );
    }
}
