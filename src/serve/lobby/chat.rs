//! The lobby's room (#42): `t` on the list opens it, a log of the last messages above a
//! line to type on; Enter sends, `/mute NAME` and `/unmute NAME` hide a member's messages
//! or show them again (kept by the club), Esc goes back. The plain lobby has it in
//! sentences (`say TEXT`, `room`, `mute NAME`, `unmute NAME`), and reads out what others
//! say as it comes. Messages are checked against [`crate::chat`]'s limits by the club and
//! shown escaped; their text is never logged.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::text::{Line, Span};

use crate::chat::{MAX_CHARS, shown};
use crate::club::MemberId;
use crate::club::chat::{ChatId, ChatMessage};
use crate::lang::Lang;
use crate::say;
use crate::serve::desk::Desk;
use crate::text::printable;
use crate::tui::view::theme::Theme;

/// How many of the room's last messages a member can scroll back through.
pub const KEPT: usize = 100;
/// How many of them the plain lobby's `room` reads out.
const READ_OUT: usize = 10;
/// The longest name shown beside a message.
const NAME_CHARS: usize = 32;

/// The room as the lobby shows it to one member.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoomView {
    /// The last messages they see (none of those they muted, none the host removed),
    /// oldest first.
    pub messages: Vec<ChatMessage>,
    /// The message being typed.
    pub typing: String,
    /// Lines scrolled back from the newest.
    pub scroll: usize,
}

/// What a key on the room's page asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    /// Nothing more than the page changed.
    Nothing,
    /// Back to the list.
    Back,
    /// Send this line (a message, or `/mute NAME`).
    Send(String),
}

/// A key on the room's page.
pub fn key(view: &mut RoomView, key: KeyEvent) -> Asked {
    // Ctrl-G is no `g` (a terminal sends it for the bell byte), nor Alt-x an `x`.
    let typed = !key
        .modifiers
        .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT);
    match key.code {
        KeyCode::Esc => return Asked::Back,
        KeyCode::Enter if !view.typing.trim().is_empty() => {
            view.scroll = 0;
            return Asked::Send(std::mem::take(&mut view.typing));
        }
        KeyCode::Backspace => {
            view.typing.pop();
        }
        KeyCode::PageUp | KeyCode::Up => view.scroll = view.scroll.saturating_add(1),
        KeyCode::PageDown | KeyCode::Down => view.scroll = view.scroll.saturating_sub(1),
        // A character past the limit is not taken: the club would refuse the message.
        KeyCode::Char(c) if typed && view.typing.chars().count() < MAX_CHARS => view.typing.push(c),
        _ => {}
    }
    Asked::Nothing
}

/// The room as it stands for `member`: its last messages into `view`.
pub fn look(desk: &Desk, member: MemberId, view: &mut RoomView) {
    match desk.club().room(Some(member), 0, KEPT) {
        Ok(messages) => view.messages = messages,
        Err(e) => crate::serve::log::club_error("the lobby's room", &e),
    }
}

/// The time now, in milliseconds since 1970 (the room counts five messages in ten
/// seconds).
fn now_ms() -> i64 {
    jiff::Timestamp::now().as_millisecond()
}

/// `member` sends `line`: a message, or `/mute NAME`, `/unmute NAME`; what to tell them
/// (why it was refused, in their language), if anything.
pub fn send(desk: &Desk, member: MemberId, line: &str, lang: &Lang) -> Option<String> {
    let mut words = line.split_whitespace();
    let command = match words.next() {
        Some(c @ ("/mute" | "/unmute")) => Some(c),
        _ => None,
    };
    if let Some(command) = command {
        let name: Vec<&str> = words.collect();
        return Some(mute(desk, member, command, &name.join(" "), lang));
    }
    // A command mistyped is not said to the room (a tester's `/foo bar` was): only the
    // two commands start with a slash.
    if let Some(word) = line
        .split_whitespace()
        .next()
        .filter(|w| w.starts_with('/'))
    {
        let word = crate::text::printable(word, 20).into_owned();
        return Some(crate::say!(lang, "chat-unknown-command", command = word));
    }
    match desk.club().say(member, line, now_ms()) {
        Ok(Ok(_)) => None,
        Ok(Err(why)) => Some(crate::tui::view::talk::refused(lang, why)),
        Err(e) => {
            crate::serve::log::club_error("a message to the lobby's room", &e);
            Some(crate::tui::view::talk::refused(
                lang,
                crate::chat::ChatRefusal::Gone,
            ))
        }
    }
}

/// `/mute NAME` or `/unmute NAME` (`command`): the sentence that says what came of it.
fn mute(desk: &Desk, member: MemberId, command: &str, name: &str, lang: &Lang) -> String {
    if name.is_empty() {
        return say!(lang, "chat-needs-name", command = command);
    }
    let shown_name = printable(name, NAME_CHARS).into_owned();
    match desk.club().mute(member, name, command == "/mute") {
        Ok(Some(other)) => say!(
            lang,
            if command == "/mute" {
                "chat-muted"
            } else {
                "chat-unmuted"
            },
            name = printable(&other.name, NAME_CHARS).into_owned()
        ),
        Ok(None) => say!(lang, "chat-no-member", name = shown_name),
        Err(e) => {
            crate::serve::log::club_error("a member's mute", &e);
            lang.get("chat-gone")
        }
    }
}

/// A message as one line of text: `name: text`, both escaped.
fn line_of(message: &ChatMessage) -> String {
    format!(
        "{}: {}",
        printable(&message.name, NAME_CHARS),
        shown(&message.text, MAX_CHARS)
    )
}

/// The room's page in `width` × `height`: its title, the messages that fit (the newest
/// at the bottom, or as far back as scrolled), and the line being typed.
pub fn page(
    view: &RoomView,
    theme: &Theme,
    lang: &Lang,
    width: u16,
    height: u16,
) -> Vec<Line<'static>> {
    let width = usize::from(width.max(8));
    let mut log: Vec<Line<'static>> = Vec::new();
    for message in &view.messages {
        for (n, part) in crate::tui::words::wrap(&line_of(message), width)
            .into_iter()
            .enumerate()
        {
            log.push(match n {
                0 => Line::styled(part, theme.title()),
                _ => Line::from(part),
            });
        }
    }
    if log.is_empty() {
        log.push(Line::styled(lang.get("chat-lobby-empty"), theme.dim()));
    }
    // The title and a blank line above; a blank line, the typed line and a note (and
    // the blank line before it) below.
    let room = usize::from(height).saturating_sub(7).max(1);
    let scroll = view.scroll.min(log.len().saturating_sub(room));
    let end = log.len() - scroll;
    let start = end.saturating_sub(room);
    let mut lines = vec![
        Line::styled(lang.get("chat-lobby-title"), theme.title()),
        Line::default(),
    ];
    lines.extend(log.drain(start..end));
    lines.push(Line::default());
    let typed = printable(&view.typing, MAX_CHARS);
    // The end of a long line shows, as a terminal's prompt does.
    let chars: Vec<char> = typed.chars().collect();
    let tail: String = chars[chars.len().saturating_sub(width.saturating_sub(3))..]
        .iter()
        .collect();
    lines.push(Line::from(vec![
        Span::styled("> ", theme.title()),
        Span::raw(tail),
        Span::styled("_", theme.cursor()),
    ]));
    lines
}

/// The plain lobby's talk: what the member hears of the room as it comes (messages after
/// the last they heard, others' only).
pub struct Heard {
    last: ChatId,
}

impl Heard {
    /// From now on: what was said before is read out only when asked (`room`).
    pub fn new(desk: &Desk, member: MemberId) -> Heard {
        let last = desk
            .club()
            .room(Some(member), 0, 1)
            .ok()
            .and_then(|m| m.last().map(|m| m.id))
            .unwrap_or(0);
        Heard { last }
    }

    /// What others said since the last look, a sentence each.
    pub fn news(&mut self, desk: &Desk, member: MemberId, lang: &Lang) -> Vec<String> {
        let Ok(messages) = desk.club().room(Some(member), self.last, KEPT) else {
            return Vec::new();
        };
        if let Some(last) = messages.last() {
            self.last = last.id;
        }
        messages
            .iter()
            .filter(|m| m.member != member)
            .map(|m| said(lang, m))
            .collect()
    }
}

/// A message read out: `ann says: hello`.
fn said(lang: &Lang, message: &ChatMessage) -> String {
    say!(
        lang,
        "chat-plain-says",
        name = printable(&message.name, NAME_CHARS).into_owned(),
        text = shown(&message.text, MAX_CHARS)
    )
}

/// The plain lobby's help on talk, naming its commands in `lang`.
pub fn plain_help(lang: &Lang) -> String {
    let word = |w: &str| lang.get(&format!("chat-cmd-{w}"));
    say!(
        lang,
        "chat-plain-help",
        say = word("say"),
        room = word("room"),
        mute = word("mute"),
        unmute = word("unmute")
    )
}

/// A line typed in the plain lobby, if it is talk: `say TEXT`, `room`, `mute NAME`,
/// `unmute NAME`, in English or the player's language; the sentences that answer it.
pub fn plain(desk: &Desk, member: MemberId, lang: &Lang, line: &str) -> Option<Vec<String>> {
    let trimmed = line.trim_start();
    let (first, rest) = trimmed
        .split_once(char::is_whitespace)
        .unwrap_or((trimmed, ""));
    let first = first.to_lowercase();
    // The English word or the player's language's.
    let is =
        |word: &str| first == word || first == lang.get(&format!("chat-cmd-{word}")).to_lowercase();
    let command = ["say", "room", "mute", "unmute"]
        .into_iter()
        .find(|w| is(w))?;
    match command {
        "say" => Some(vec![
            send(desk, member, rest, lang).unwrap_or_else(|| lang.get("chat-sent")),
        ]),
        "room" => {
            let messages = desk
                .club()
                .room(Some(member), 0, READ_OUT)
                .unwrap_or_default();
            if messages.is_empty() {
                return Some(vec![lang.get("chat-lobby-empty")]);
            }
            Some(messages.iter().map(|m| said(lang, m)).collect())
        }
        _ => Some(vec![mute(
            desk,
            member,
            &format!("/{command}"),
            rest.trim(),
            lang,
        )]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::club::Club;
    use crate::tui::{Depth, Look, Palette};

    fn desk() -> (tempfile::TempDir, Desk, MemberId, MemberId) {
        let dir = tempfile::tempdir().unwrap();
        let desk = Desk::new(Club::open(dir.path()).unwrap(), false, 3);
        let ann = desk.listed("SHA256:a", "ann").unwrap().id;
        let bob = desk.listed("SHA256:b", "bob").unwrap().id;
        (dir, desk, ann, bob)
    }

    use super::super::choices::text;

    #[test]
    fn the_page_shows_messages_escaped_and_the_line_typed() {
        let (_dir, desk, ann, bob) = desk();
        let en = crate::lang::Lang::english();
        assert_eq!(send(&desk, ann, "\x1b[31mhello\x07", &en), None);
        let mut view = RoomView::default();
        let press =
            |view: &mut RoomView, code, modifiers| key(view, KeyEvent::new(code, modifiers));
        for c in "hi ann".chars() {
            assert_eq!(
                press(&mut view, KeyCode::Char(c), KeyModifiers::NONE),
                Asked::Nothing
            );
        }
        // The bell byte comes as Ctrl-G: not typed.
        press(&mut view, KeyCode::Char('g'), KeyModifiers::CONTROL);
        look(&desk, bob, &mut view);
        let theme = Theme::new(Look {
            palette: Palette::Dark,
            depth: Depth::NoColor,
        });
        let shown = text(&page(&view, &theme, &en, 76, 19));
        assert!(shown.contains(r"ann: \e[31mhello\u{7}"), "{shown}");
        assert!(
            !shown.contains('\x1b') && !shown.contains('\x07'),
            "{shown}"
        );
        assert!(shown.ends_with("> hi ann_"), "{shown}");
        assert_eq!(
            press(&mut view, KeyCode::Enter, KeyModifiers::NONE),
            Asked::Send("hi ann".into())
        );
        assert_eq!(view.typing, "");
        assert_eq!(
            press(&mut view, KeyCode::Esc, KeyModifiers::NONE),
            Asked::Back
        );
    }

    #[test]
    fn a_mistyped_command_is_not_said_to_the_room() {
        // A tester's `/foo bar` was posted as a message.
        let (_dir, desk, ann, bob) = desk();
        let en = crate::lang::Lang::english();
        let told = send(&desk, ann, "/foo bar", &en).unwrap();
        assert!(told.starts_with("/foo is no command"), "{told}");
        assert_eq!(send(&desk, ann, "a / in a message is fine", &en), None);
        let mut view = RoomView::default();
        look(&desk, bob, &mut view);
        let theme = Theme::new(Look {
            palette: Palette::Dark,
            depth: Depth::NoColor,
        });
        let shown = text(&page(&view, &theme, &en, 76, 19));
        assert!(!shown.contains("/foo"), "{shown}");
        assert!(shown.contains("a / in a message is fine"), "{shown}");
    }

    #[test]
    fn refusals_and_mutes_are_said_in_the_members_language() {
        let (_dir, desk, ann, bob) = desk();
        let ru = crate::lang::Catalog::embedded().find("ru").unwrap();
        for n in 0..5 {
            assert_eq!(send(&desk, ann, &format!("{n}"), &ru), None);
        }
        let refused = send(&desk, ann, "six", &ru).unwrap();
        assert!(
            refused.contains("Не больше 5 сообщений за 10 секунд"),
            "{refused}"
        );
        let long = send(&desk, bob, &"я".repeat(301), &ru).unwrap();
        assert!(
            long.contains("не больше 300") && long.contains("301"),
            "{long}"
        );
        let muted = send(&desk, bob, "/mute ann", &ru).unwrap();
        assert!(muted.contains("ann") && !muted.contains('{'), "{muted}");
        let mut view = RoomView::default();
        look(&desk, bob, &mut view);
        assert!(view.messages.is_empty());
        let nobody = send(&desk, bob, "/mute \x1bzed", &ru).unwrap();
        assert!(nobody.contains(r"\ezed"), "{nobody}");
    }

    #[test]
    fn the_plain_lobby_says_reads_the_room_and_hears_others() {
        let (_dir, desk, ann, bob) = desk();
        let en = crate::lang::Lang::english();
        let mut heard = Heard::new(&desk, bob);
        assert_eq!(
            plain(&desk, ann, &en, "room"),
            Some(vec!["Nobody has said anything yet.".to_string()])
        );
        assert_eq!(
            plain(&desk, ann, &en, "say hello \x07bob"),
            Some(vec!["Sent.".to_string()])
        );
        assert_eq!(
            plain(&desk, bob, &en, "say hi"),
            Some(vec!["Sent.".to_string()])
        );
        // Bob hears Ann (escaped), not himself; once.
        assert_eq!(heard.news(&desk, bob, &en), [r"ann says: hello \u{7}bob"]);
        assert!(heard.news(&desk, bob, &en).is_empty());
        let room = plain(&desk, bob, &en, "room").unwrap();
        assert_eq!(room.len(), 2);
        assert!(plain(&desk, bob, &en, "list").is_none());
        let muted = plain(&desk, bob, &en, "mute ann").unwrap();
        assert_eq!(muted, ["You no longer see ann's messages."]);
    }

    #[test]
    fn the_plain_lobbys_talk_is_typed_and_explained_in_each_language() {
        let (_dir, desk, ann, bob) = desk();
        let english = crate::lang::Lang::english();
        let catalog = crate::lang::Catalog::embedded();
        for tag in catalog.tags() {
            let lang = catalog.find(tag).unwrap();
            let word = |w: &str| lang.get(&format!("chat-cmd-{w}"));
            // The help names the words this language reads (and only those).
            let help = plain_help(&lang);
            for w in ["say", "room", "mute", "unmute"] {
                assert!(help.contains(&word(w)), "{}: {help}", lang.tag());
                if lang.tag() != "en" {
                    assert!(!help.contains(&format!("{w} ")), "{}: {help}", lang.tag());
                }
            }
            let said = plain(
                &desk,
                ann,
                &lang,
                &format!("{} hi", word("say").to_uppercase()),
            );
            assert_eq!(said, Some(vec![lang.get("chat-sent")]), "{}", lang.tag());
            assert!(plain(&desk, bob, &lang, &word("room")).is_some_and(|r| !r.is_empty()));
            let muted = plain(&desk, bob, &lang, &format!("{} ann", word("mute")));
            let unmuted = plain(&desk, bob, &lang, &format!("{} ann", word("unmute")));
            assert_ne!(muted, unmuted, "{}", lang.tag());
            // The English words are read in every language.
            assert_eq!(
                plain(&desk, bob, &lang, "mute ann"),
                muted,
                "{}",
                lang.tag()
            );
            assert!(plain(&desk, bob, &english, "unmute ann").is_some());
        }
    }
}
