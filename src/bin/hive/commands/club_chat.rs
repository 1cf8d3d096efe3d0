//! `hive club chat`: the lobby's room at the host's terminal — its last messages with
//! their numbers (escaped: a member's escape codes never reach the host's terminal), and
//! `remove ID` to take one away (the lobby stops showing it).

use std::io::Write;

use hive::club::Club;
use hive::club::chat::ChatMessage;

use crate::args::{ChatAction, ChatArgs};
use crate::error::CliError;

use super::{print_with, shown};

/// How many of the last messages `hive club chat` lists.
const LISTED: usize = 50;

/// Runs `hive club chat …`.
pub fn run(club: &mut Club, args: ChatArgs) -> Result<(), CliError> {
    let club_err = |e| CliError::Club(Box::new(e));
    match args.action {
        Some(ChatAction::Remove { id }) => {
            let now = jiff::Timestamp::now().as_second();
            if club.remove_message(id, now).map_err(club_err)? {
                print_with(|out| writeln!(out, "message {id} removed"))
            } else {
                Err(CliError::NoMessage(id))
            }
        }
        None => {
            let messages = club.room(None, 0, LISTED).map_err(club_err)?;
            if args.json {
                let text = serde_json::to_string_pretty(&json(&messages))
                    .unwrap_or_else(|_| "[]".to_string());
                let text = hive::text::json_printable(&text).into_owned();
                print_with(|out| writeln!(out, "{text}"))
            } else {
                print_with(|out| {
                    messages
                        .iter()
                        .try_for_each(|m| writeln!(out, "{}", line(m)))
                })
            }
        }
    }
}

/// A message as a line: `12  2026-11-29 08:30:01  ann: hello`.
fn line(message: &ChatMessage) -> String {
    let when = jiff::Timestamp::from_millisecond(message.sent)
        .map(|t| t.strftime("%Y-%m-%d %H:%M:%S").to_string())
        .unwrap_or_default();
    format!(
        "{:>5}  {when}  {}: {}",
        message.id,
        shown(&message.name),
        hive::chat::shown(&message.text, hive::chat::MAX_CHARS)
    )
}

fn json(messages: &[ChatMessage]) -> serde_json::Value {
    messages
        .iter()
        .map(|m| {
            serde_json::json!({
                "id": m.id,
                "name": m.name,
                "text": m.text,
                "sent": m.sent,
            })
        })
        .collect()
}
