//! The lobby's room in the club's database: its messages (checked against the limits of
//! [`crate::chat`]: five in ten seconds and 300 characters a member), the members each
//! member muted, and the host's removal of a message. The text is kept as typed and
//! escaped where it is shown; nothing here logs it.

use super::cached::CachedRow;
use rusqlite::{OptionalExtension, params};

use super::error::ClubError;
use super::store::{Club, Member, MemberId, member_of};
use crate::chat::{self, ChatRefusal, Flow};

/// A message's number in the database.
pub type ChatId = i64;

/// A message of the lobby's room.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChatMessage {
    /// Its number (`hive club chat remove ID`).
    pub id: ChatId,
    /// Who sent it.
    pub member: MemberId,
    /// Their name (escape it when shown).
    pub name: String,
    /// What they wrote, as typed (escape it when shown).
    pub text: String,
    /// When, in milliseconds since 1970.
    pub sent: i64,
}

fn message_of(r: &rusqlite::Row<'_>) -> rusqlite::Result<ChatMessage> {
    Ok(ChatMessage {
        id: r.get(0)?,
        member: r.get(1)?,
        name: r.get(2)?,
        text: r.get(3)?,
        sent: r.get(4)?,
    })
}

/// A time in milliseconds since 1970 as a span from then (negative ones as none).
fn since_1970(ms: i64) -> std::time::Duration {
    std::time::Duration::from_millis(u64::try_from(ms).unwrap_or(0))
}

impl Club {
    /// `member` says `text` in the lobby's room at `now` (milliseconds since 1970): its
    /// number, or why not (empty, too long, too many in ten seconds).
    pub fn say(
        &mut self,
        member: MemberId,
        text: &str,
        now: i64,
    ) -> Result<Result<ChatId, ChatRefusal>, ClubError> {
        let text = match chat::check(text) {
            Ok(text) => text,
            Err(why) => return Ok(Err(why)),
        };
        let (conn, path) = self.conn();
        let db = ClubError::database(path);
        let tx = conn.transaction().map_err(db)?;
        let window = i64::try_from(chat::WINDOW.as_millis()).unwrap_or(i64::MAX);
        let times: Vec<i64> = {
            let mut stmt = tx
                .prepare_cached("SELECT sent FROM chat_messages WHERE member = ?1 AND sent > ?2")
                .map_err(db)?;
            stmt.query_map(params![member, now.saturating_sub(window)], |r| r.get(0))
                .map_err(db)?
                .collect::<Result<_, _>>()
                .map_err(db)?
        };
        if let Err(why) = Flow::of(times.into_iter().map(since_1970)).send(since_1970(now)) {
            return Ok(Err(why));
        }
        tx.execute(
            "INSERT INTO chat_messages (member, text, sent) VALUES (?1, ?2, ?3)",
            params![member, text, now],
        )
        .map_err(db)?;
        let id = tx.last_insert_rowid();
        tx.commit().map_err(db)?;
        Ok(Ok(id))
    }

    /// The last `count` messages of the room that `viewer` sees (none the host removed,
    /// none of a member they muted), oldest first; only those after message `after`.
    pub fn room(
        &self,
        viewer: Option<MemberId>,
        after: ChatId,
        count: usize,
    ) -> Result<Vec<ChatMessage>, ClubError> {
        let (conn, path) = self.reader();
        let db = ClubError::database(path);
        let mut stmt = conn
            .prepare_cached(
                "SELECT c.id, c.member, m.name, c.text, c.sent FROM chat_messages c
                 JOIN members m ON m.id = c.member
                 WHERE c.removed IS NULL AND c.id > ?1 AND c.member NOT IN
                   (SELECT muted FROM chat_mutes WHERE member = ?2)
                 ORDER BY c.id DESC LIMIT ?3",
            )
            .map_err(db)?;
        let count = i64::try_from(count).unwrap_or(i64::MAX);
        let mut out: Vec<ChatMessage> = stmt
            .query_map(params![after, viewer.unwrap_or(-1), count], message_of)
            .map_err(db)?
            .collect::<Result<_, _>>()
            .map_err(db)?;
        out.reverse();
        Ok(out)
    }

    /// The host takes message `id` away: no one sees it again. Whether there was such a
    /// message (not removed before).
    pub fn remove_message(&mut self, id: ChatId, now: i64) -> Result<bool, ClubError> {
        let (conn, path) = self.conn();
        let changed = conn
            .execute(
                "UPDATE chat_messages SET removed = ?2 WHERE id = ?1 AND removed IS NULL",
                params![id, now],
            )
            .map_err(ClubError::database(path))?;
        Ok(changed > 0)
    }

    /// `member` mutes (or, with `mute` false, hears again) the member called `name`:
    /// that member, or `None` when there is no such member (or it is `member`).
    pub fn mute(
        &mut self,
        member: MemberId,
        name: &str,
        mute: bool,
    ) -> Result<Option<Member>, ClubError> {
        let Some(other) = self.member_by_name(name)? else {
            return Ok(None);
        };
        if other.id == member {
            return Ok(None);
        }
        let (conn, path) = self.conn();
        let sql = if mute {
            "INSERT OR IGNORE INTO chat_mutes (member, muted) VALUES (?1, ?2)"
        } else {
            "DELETE FROM chat_mutes WHERE member = ?1 AND muted = ?2"
        };
        conn.execute(sql, params![member, other.id])
            .map_err(ClubError::database(path))?;
        Ok(Some(other))
    }

    /// The members `member` muted, by name.
    pub fn muted(&self, member: MemberId) -> Result<Vec<Member>, ClubError> {
        let (conn, path) = self.reader();
        let db = ClubError::database(path);
        let mut stmt = conn
            .prepare_cached(
                "SELECT m.id, m.name, m.joined, m.banned FROM chat_mutes u
                 JOIN members m ON m.id = u.muted WHERE u.member = ?1 ORDER BY m.name",
            )
            .map_err(db)?;
        stmt.query_map([member], member_of)
            .map_err(db)?
            .collect::<Result<_, _>>()
            .map_err(db)
    }

    /// Message `id`, removed or not (for the host).
    pub fn message(&self, id: ChatId) -> Result<Option<ChatMessage>, ClubError> {
        let (conn, path) = self.reader();
        conn.cached_row(
            "SELECT c.id, c.member, m.name, c.text, c.sent FROM chat_messages c
             JOIN members m ON m.id = c.member WHERE c.id = ?1",
            [id],
            message_of,
        )
        .optional()
        .map_err(ClubError::database(path))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn club() -> (tempfile::TempDir, Club, MemberId, MemberId) {
        let dir = tempfile::tempdir().unwrap();
        let mut club = Club::open(dir.path()).unwrap();
        let at: std::net::IpAddr = "192.0.2.1".parse().unwrap();
        let ann = club.sign_up("SHA256:a", "ann", at, 10, 0).unwrap().unwrap();
        let bob = club.sign_up("SHA256:b", "bob", at, 10, 0).unwrap().unwrap();
        (dir, club, ann.id, bob.id)
    }

    #[test]
    fn the_room_keeps_messages_and_refuses_a_sixth_in_ten_seconds() {
        let (_dir, mut club, ann, bob) = club();
        for n in 0..5 {
            let sent = club
                .say(ann, &format!("hello {n}"), 1_000 + n * 100)
                .unwrap();
            assert!(sent.is_ok(), "{sent:?}");
        }
        // Ann's sixth within ten seconds of her first is refused; Bob is not held up.
        assert_eq!(
            club.say(ann, "one more", 5_000).unwrap(),
            Err(ChatRefusal::TooFast(std::time::Duration::from_secs(6)))
        );
        assert!(club.say(bob, "hi ann", 5_000).unwrap().is_ok());
        assert!(club.say(ann, "later", 11_000).unwrap().is_ok());
        let room = club.room(Some(bob), 0, 3).unwrap();
        let texts: Vec<&str> = room.iter().map(|m| m.text.as_str()).collect();
        assert_eq!(texts, ["hello 4", "hi ann", "later"]);
        assert_eq!(room[0].name, "ann");
        // Too long, or empty: refused and not kept.
        let long = "x".repeat(crate::chat::MAX_CHARS + 1);
        assert_eq!(
            club.say(bob, &long, 20_000).unwrap(),
            Err(ChatRefusal::TooLong(301))
        );
        assert_eq!(
            club.say(bob, "   ", 20_000).unwrap(),
            Err(ChatRefusal::Empty)
        );
        assert_eq!(club.room(None, 0, 100).unwrap().len(), 7);
    }

    #[test]
    fn a_muted_member_and_a_removed_message_are_not_shown() {
        let (_dir, mut club, ann, bob) = club();
        let first = club.say(ann, "spam", 1_000).unwrap().unwrap();
        club.say(bob, "hello", 2_000).unwrap().unwrap();
        assert_eq!(
            club.mute(bob, "ANN", true).unwrap().map(|m| m.id),
            Some(ann)
        );
        assert_eq!(club.mute(bob, "nobody", true).unwrap(), None);
        assert_eq!(club.mute(bob, "bob", true).unwrap(), None);
        assert_eq!(club.muted(bob).unwrap()[0].name, "ann");
        let seen = |club: &Club, who| -> Vec<String> {
            club.room(Some(who), 0, 10)
                .unwrap()
                .into_iter()
                .map(|m| m.text)
                .collect()
        };
        assert_eq!(seen(&club, bob), ["hello"]);
        assert_eq!(seen(&club, ann), ["spam", "hello"]);
        club.mute(bob, "ann", false).unwrap();
        assert_eq!(seen(&club, bob), ["spam", "hello"]);
        // The host takes Ann's message away: gone for everyone, once.
        assert!(club.remove_message(first, 3_000).unwrap());
        assert!(!club.remove_message(first, 3_000).unwrap());
        assert!(!club.remove_message(999, 3_000).unwrap());
        assert_eq!(seen(&club, ann), ["hello"]);
        assert_eq!(club.message(first).unwrap().unwrap().text, "spam");
        // Only those after a message already seen.
        assert!(club.room(Some(ann), 2, 10).unwrap().is_empty());
    }
}
