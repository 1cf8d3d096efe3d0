//! The lobby in plain mode, for a member whose terminal is `dumb` (or who chose it): their
//! games as numbered lines, and commands typed as lines (`list`, `new`, `play N`,
//! `invites N`, `close N`, `renew N`, `help`, `quit`; the words in the member's language,
//! the letters the same in every one). The same work as the board's lobby ([`Member`]),
//! told in sentences, never an escape sequence; their games are played in plain mode.

use super::member::{Member, REFRESH};
use super::model::Row;
use super::view;
use crate::clock::TimeControl;
use crate::lang::Lang;
use crate::room::{Seat, TableId};
use crate::rules::{Color, GameType};
use crate::say;
use crate::serve::exit::Exit;
use crate::serve::guest::Guest;
use crate::tui::input::plain::word;
use crate::tui::runtime::{PlainInput, Voice};

/// The lobby's commands: the English word, its one-letter form, what it takes (a game's
/// number or not), and the message id of what it does.
const TABLE: [(&str, &str, bool, &str); 10] = [
    ("list", "l", false, "plain-lobby-help-list"),
    ("new", "n", false, "plain-lobby-help-new"),
    ("play", "p", true, "plain-lobby-help-play"),
    ("invites", "i", true, "plain-lobby-help-invites"),
    ("close", "x", true, "plain-lobby-help-close"),
    ("renew", "r", true, "plain-lobby-help-renew"),
    ("computer", "c", false, "computer-plain-help"),
    // No letter: `l` lists.
    ("learn", "", false, "learn-plain-help"),
    ("help", "h", false, "plain-lobby-help-help"),
    ("quit", "q", false, "plain-lobby-help-quit"),
];

/// The word a lobby command goes by in `lang` (help and quit are plain mode's own).
fn lobby_word(lang: &Lang, name: &str) -> String {
    match name {
        "help" | "quit" => word(lang, name),
        "computer" => lang.get("computer-plain-cmd").to_lowercase(),
        "learn" => lang.get("learn-plain-cmd").to_lowercase(),
        _ => lang.get(&format!("plain-lobby-cmd-{name}")).to_lowercase(),
    }
}

/// What a line typed in the plain lobby asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Line {
    /// A command (its English word) and the game number it names (from 1), if any.
    Command(&'static str, Option<usize>, Vec<String>),
    /// Nothing typed.
    Empty,
    /// A command that needs a game's number had none.
    NeedsNumber(&'static str),
    /// Not a command.
    Unknown(String),
}

/// Reads a line typed in the lobby.
pub(super) fn parse(lang: &Lang, text: &str) -> Line {
    let mut words = text.split_whitespace();
    let Some(first) = words.next().map(str::to_lowercase) else {
        return Line::Empty;
    };
    let rest: Vec<String> = words.map(str::to_string).collect();
    if first == "?" {
        return Line::Command("help", None, rest);
    }
    let Some(&(name, _, numbered, _)) = TABLE.iter().find(|(name, letter, _, _)| {
        first == *name || first == *letter || first == lobby_word(lang, name)
    }) else {
        return Line::Unknown(crate::text::printable(text.trim(), 40).into_owned());
    };
    let number = rest.first().and_then(|n| n.parse::<usize>().ok());
    match (numbered, number) {
        (true, None) => Line::NeedsNumber(name),
        _ => Line::Command(name, number, rest),
    }
}

/// A question waiting for yes or no.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pending {
    Close(TableId, usize),
    Renew(TableId, usize),
    /// Leaving the lobby, asked first as the board's lobby asks on Esc: a stray line
    /// would cut the member off.
    Leave,
}

/// The plain lobby until the member leaves it, the connection goes or the server stops
/// (`chosen`: they chose it in the board's lobby, and are told so first).
pub(super) fn run(guest: Guest<'_>, member: &Member<'_>, chosen: bool) -> Result<(), Exit> {
    let mut guest = guest;
    let lang = guest.tty.lang.clone();
    let mut typed = String::new();
    let mut pending: Option<Pending> = None;
    // The seeks as `seeks` last said them, for `accept N` to act on the seek N named then.
    let mut shown_seeks = None;
    let mut said: Vec<String> = chosen
        .then(|| lang.get("plain-lobby-chosen"))
        .into_iter()
        .collect();
    said.extend(welcome(&lang, member));
    said.extend(games(
        &lang,
        &member.rows(),
        member.load(),
        &tour_games(member),
    ));
    let mut heard = member.club.map(|(d, m)| super::chat::Heard::new(d, m.id));
    // The rematch offered after the game just played (`super::rematch`), or after one
    // that ended while the member was away.
    let mut rematch = None;
    if let Some((seek, name)) = super::rematch::away(member) {
        said.push(super::rematch::plain_offer(
            &lang,
            "rematch-plain-away",
            &name,
        ));
        rematch = Some(seek);
    }
    loop {
        member.still_welcome(&guest)?;
        if let (Some(heard), Some((desk, m))) = (&mut heard, member.club) {
            said.extend(heard.news(desk, m.id, &lang));
        }
        {
            let mut voice = Voice::new(guest.terminal.backend_mut().writer(), true, typed);
            voice.speak(&std::mem::take(&mut said))?;
            typed = voice.into_typed();
        }
        if guest.handle.is_stopped() {
            return Ok(());
        }
        // The terminal's errors end the lobby as theirs (idle, too slow, gone), for the
        // farewell to say why.
        let input = match crate::tui::Events::next(&mut *guest.events, REFRESH)? {
            Some(event) => crate::tui::runtime::plain_typed(&event),
            None => PlainInput::Wake,
        };
        let line = match input {
            PlainInput::Key(key) => {
                let mut voice = Voice::new(guest.terminal.backend_mut().writer(), true, typed);
                let line = voice.key(key)?;
                typed = voice.into_typed();
                match line {
                    Some(line) => line,
                    None => continue,
                }
            }
            PlainInput::End => return Ok(()),
            PlainInput::Line(line) => line,
            PlainInput::Wake => {
                said = super::plain_seeks::news(member);
                continue;
            }
        };
        // The seeks' commands; a seek accepted goes on as `play N`, its new game's.
        let line = match pending
            .is_none()
            .then(|| super::plain_seeks::command(&lang, member, &line, &mut shown_seeks))
        {
            Some(Some(Ok(play))) => play,
            Some(Some(Err(out))) => {
                said = out;
                continue;
            }
            _ => line,
        };
        let rows = member.rows();
        if let Some(asked) = pending.take() {
            // Yes leaves, and so does quit again (as q again does on the board).
            if asked == Pending::Leave {
                if says_yes(&lang, &line)
                    || matches!(parse(&lang, &line), Line::Command("quit", ..))
                {
                    return Ok(());
                }
                said = vec![lang.get("plain-lobby-stay")];
                continue;
            }
            said = answer(&lang, member, asked, &line);
            continue;
        }
        let game = |n: Option<usize>| n.and_then(|n| n.checked_sub(1)).and_then(|i| rows.get(i));
        if let Some((desk, m)) = member.club
            && let Some(talk) = super::chat::plain(desk, m.id, &lang, &line)
        {
            said = talk;
            continue;
        }
        if let Some(out) = super::rematch::plain(&lang, member, &line, &mut rematch) {
            said = out;
            continue;
        }
        if let Some(out) = super::tour_plain::command(&lang, member, &line) {
            said = out;
            continue;
        }
        said = match parse(&lang, &line) {
            Line::Empty => Vec::new(),
            Line::Unknown(text) => vec![say!(
                lang,
                "plain-lobby-unknown",
                text = text,
                help = word(&lang, "help")
            )],
            Line::NeedsNumber(name) => vec![say!(
                lang,
                "plain-lobby-needs-number",
                command = lobby_word(&lang, name)
            )],
            Line::Command("quit", _, _) => {
                pending = Some(Pending::Leave);
                ask(&lang, &["serving-lobby-leave-question"])
            }
            Line::Command("help", _, _) => {
                let mut out = [help(&lang), super::tour_plain::help(&lang, member)].concat();
                out.extend(member.club.map(|_| super::chat::plain_help(&lang)));
                out.extend(member.club.map(|_| lang.get("rematch-plain-help")));
                out
            }
            Line::Command("list", _, _) => games(&lang, &rows, member.load(), &tour_games(member)),
            Line::Command("new", _, rest) => new_game(&lang, member, &rest),
            Line::Command("learn", _, _) => {
                super::study::learn(guest.again(), member)?;
                vec![say!(
                    lang,
                    "plain-lobby-back",
                    list = lobby_word(&lang, "list")
                )]
            }
            Line::Command("computer", _, rest) => {
                super::against::plain(&lang, member, &rest, &lobby_word(&lang, "play"))
            }
            Line::Command(name, n, _) => match (name, game(n)) {
                (_, None) => vec![say!(
                    lang,
                    "plain-lobby-no-game",
                    number = n.unwrap_or(0),
                    list = lobby_word(&lang, "list")
                )],
                ("invites", Some(row)) => invites(&lang, row, n.unwrap_or(0)),
                // Not the member's game: told at once, nothing asked.
                ("close", Some(row)) if !row.mine => vec![member.close(row.id)],
                ("renew", Some(row)) if !row.mine => vec![member.renew(row.id).1],
                ("close", Some(row)) => {
                    pending = Some(Pending::Close(row.id, n.unwrap_or(0)));
                    ask(&lang, &["lobby-close-question", "lobby-close-what"])
                }
                ("renew", Some(row)) => {
                    pending = Some(Pending::Renew(row.id, n.unwrap_or(0)));
                    ask(&lang, &["lobby-renew-question", "lobby-renew-what"])
                }
                (_, Some(row)) => {
                    let ready = super::rematch::ready(member, row.id);
                    let joined = member.join(guest.again(), row.id)?;
                    let mut out: Vec<String> = joined.into_iter().collect();
                    out.push(say!(
                        lang,
                        "plain-lobby-back",
                        list = lobby_word(&lang, "list")
                    ));
                    rematch = None;
                    if let Some((seek, name)) = ready.and_then(super::rematch::Ready::offered) {
                        out.push(super::rematch::plain_offer(
                            &lang,
                            "rematch-plain-offer",
                            &name,
                        ));
                        rematch = Some(seek);
                    }
                    out
                }
            },
        };
    }
}

/// The first words: whose lobby it is and how to begin.
fn welcome(lang: &Lang, member: &Member<'_>) -> Vec<String> {
    vec![say!(
        lang,
        "plain-lobby-welcome",
        name = crate::text::printable(member.name, 40).into_owned(),
        list = lobby_word(lang, "list"),
        new = lobby_word(lang, "new"),
        help = word(lang, "help")
    )]
}

/// The member's games, a line each, numbered from 1; a tournament's game (`tours`: the
/// member's at the tables, each with its tournament's name and round) says so.
pub(super) fn games(
    lang: &Lang,
    rows: &[Row],
    load: (usize, usize),
    tours: &[(TableId, String, u32)],
) -> Vec<String> {
    let mut out = vec![say!(
        lang,
        "plain-lobby-games",
        count = load.0,
        max = load.1
    )];
    if rows.is_empty() {
        out.push(say!(
            lang,
            "plain-lobby-none",
            new = lobby_word(lang, "new")
        ));
    }
    for (i, row) in rows.iter().enumerate() {
        let here = match (row.seated, row.opponent_here) {
            (true, _) => "lobby-you-are-in",
            (false, true) => "lobby-opponent-here",
            (false, false) => "lobby-opponent-away",
        };
        let mut args = crate::lang::Args::new();
        args.set("number", i + 1);
        args.set("game", row.game_type.to_string());
        args.set("clock", view::clock_name(row.clock, lang));
        args.set("you", view::you_play(row.seat, lang));
        args.set("plies", say!(lang, "lobby-plies", count = row.plies));
        args.set("state", view::state(row, lang));
        args.set(
            "here",
            match (row.computer, row.seated) {
                (Some(level), false) => say!(lang, "computer-row", level = level),
                _ => lang.get(here),
            },
        );
        let id = match tours.iter().find(|(table, _, _)| *table == row.id) {
            Some((_, name, round)) => {
                args.set("name", crate::text::printable(name, 30).into_owned());
                args.set("round", *round);
                "plain-lobby-row-tour"
            }
            None => "plain-lobby-row",
        };
        out.push(lang.format(id, Some(&args)));
    }
    out
}

/// The member's tournament games at the tables, with their tournaments' names and rounds.
fn tour_games(member: &Member<'_>) -> Vec<(TableId, String, u32)> {
    let Some((desk, me)) = member.club else {
        return Vec::new();
    };
    desk.tour_games()
        .of(me.id)
        .into_iter()
        .map(|(id, game)| (id, game.name, game.round))
        .collect()
}

/// Game `number`'s invite lines.
fn invites(lang: &Lang, row: &Row, number: usize) -> Vec<String> {
    let mut out = vec![say!(lang, "plain-lobby-invites", number = number)];
    for (seat, line) in &row.invites {
        let who = match seat {
            Seat::Watcher => lang.get("lobby-invite-watch"),
            Seat::Player(color) => {
                let mut args = crate::lang::Args::new();
                crate::lang::rules::set_side(lang, &mut args, "side", *color, "");
                lang.format("lobby-invite-plays", Some(&args))
            }
        };
        out.push(format!("{who} {line}"));
    }
    out
}

/// A question before leaving, closing a game or renewing its codes (its sentences'
/// message ids), and how to answer it.
fn ask(lang: &Lang, sentences: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = sentences.iter().map(|id| lang.get(id)).collect();
    out.push(say!(
        lang,
        "plain-answer",
        yes = word(lang, "yes"),
        no = word(lang, "no")
    ));
    out
}

/// Whether `line` answers yes: `y`, `yes`, or the word in `lang`.
fn says_yes(lang: &Lang, line: &str) -> bool {
    let yes = line.trim().to_lowercase();
    yes == "y" || yes == "yes" || yes == word(lang, "yes")
}

/// The answer to a question about a game: yes does it, anything else keeps the game as it
/// is.
fn answer(lang: &Lang, member: &Member<'_>, asked: Pending, line: &str) -> Vec<String> {
    if !says_yes(lang, line) {
        return vec![lang.get("plain-lobby-kept")];
    }
    match asked {
        // Leaving is the loop's to do.
        Pending::Leave => Vec::new(),
        Pending::Close(id, _) => vec![member.close(id)],
        Pending::Renew(id, number) => {
            let (renewed, said) = member.renew(id);
            let mut out = vec![said];
            // The new lines; none where nothing was renewed (the old ones are not new).
            if renewed && let Some(row) = member.rows().iter().find(|r| r.id == id) {
                out.extend(invites(lang, row, number));
            }
            out
        }
    }
}

/// `new`, with what it was given in any order: a game type, the member's colour, a clock
/// (or `none`); the rest as the board's new game starts (all expansions, White, the
/// server's clock).
fn new_game(lang: &Lang, member: &Member<'_>, given: &[String]) -> Vec<String> {
    let mut game_type = GameType::MLP;
    let mut color = Color::White;
    let mut clock = member.settings.clock;
    for text in given {
        let lower = text.to_lowercase();
        let side = |c: Color| crate::lang::rules::side(lang, c, "").to_lowercase();
        if let Some(t) = GameType::ALL
            .iter()
            .find(|t| t.to_string().eq_ignore_ascii_case(text))
        {
            game_type = *t;
        } else if ["w", "white"].contains(&lower.as_str()) || lower == side(Color::White) {
            color = Color::White;
        } else if ["b", "black"].contains(&lower.as_str()) || lower == side(Color::Black) {
            color = Color::Black;
        } else if lower == "none" || lower == "-" {
            clock = None;
        } else if let Ok(control) = text.parse::<TimeControl>() {
            clock = Some(control);
        } else {
            return vec![say!(
                lang,
                "plain-lobby-new-wrong",
                text = crate::text::printable(text, 40).into_owned()
            )];
        }
    }
    match member.create(game_type, color, clock) {
        Ok(id) => {
            let rows = member.rows();
            let Some(at) = rows.iter().position(|r| r.id == id) else {
                return vec![lang.get("lobby-gone")];
            };
            let mut out = vec![say!(
                lang,
                "plain-lobby-made",
                number = at + 1,
                play = lobby_word(lang, "play")
            )];
            out.extend(invites(lang, &rows[at], at + 1));
            out
        }
        Err(note) => vec![note],
    }
}

/// The commands, a line each.
fn help(lang: &Lang) -> Vec<String> {
    let mut out = vec![lang.get("plain-lobby-help-intro")];
    for (name, letter, numbered, does) in TABLE {
        let mut form = lobby_word(lang, name);
        if !letter.is_empty() {
            form = format!("{form}, {letter}");
        }
        if numbered {
            form.push_str(" N");
        }
        out.push(say!(
            lang,
            "plain-help-line",
            command = form,
            does = lang.get(does)
        ));
    }
    out.extend(super::plain_seeks::help(lang));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_read_as_the_lobbys_commands_in_any_language() {
        let en = Lang::english();
        assert_eq!(
            parse(&en, " play 2 "),
            Line::Command("play", Some(2), vec!["2".into()])
        );
        assert_eq!(parse(&en, "p"), Line::NeedsNumber("play"));
        assert_eq!(parse(&en, "l"), Line::Command("list", None, vec![]));
        assert_eq!(parse(&en, ""), Line::Empty);
        assert_eq!(parse(&en, "dance"), Line::Unknown("dance".into()));
        let ru = crate::lang::Catalog::embedded().find("ru").unwrap();
        let list = lobby_word(&ru, "list");
        assert_ne!(list, "list");
        assert_eq!(parse(&ru, &list), Line::Command("list", None, vec![]));
        assert_eq!(
            parse(&ru, "x 1"),
            Line::Command("close", Some(1), vec!["1".into()])
        );
        // The lessons: the word in English and in the member's language; no letter.
        assert_eq!(parse(&en, "learn"), Line::Command("learn", None, vec![]));
        assert_eq!(parse(&ru, "уроки"), Line::Command("learn", None, vec![]));
        assert_eq!(parse(&ru, "learn"), Line::Command("learn", None, vec![]));
        let helped = help(&en).join("\n");
        assert!(
            helped.contains("learn: the lessons, then the puzzles"),
            "{helped}"
        );
    }

    #[test]
    fn the_games_and_the_help_are_said_in_the_members_language_arguments_filled() {
        let row = Row {
            id: TableId(7),
            game_type: GameType::MLP,
            clock: None,
            seat: Seat::Player(Color::Black),
            plies: 3,
            to_move: Some(Color::White),
            opponent_here: true,
            seated: false,
            computer: None,
            invites: vec![(Seat::Player(Color::White), "ssh -p 2222 CODE@host".into())],
            mine: true,
        };
        let en = games(&Lang::english(), std::slice::from_ref(&row), (1, 20), &[]);
        assert_eq!(
            en[1],
            "1. Base+MLP, no clock: you play Black, 3 plies, White to move, opponent here."
        );
        for code in ["ru", "pl", "cs", "es"] {
            let lang = crate::lang::Catalog::embedded().find(code).unwrap();
            let mut said = games(&lang, std::slice::from_ref(&row), (1, 20), &[]);
            said.extend(games(&lang, &[], (0, 20), &[]));
            said.extend(help(&lang));
            said.extend(invites(&lang, &row, 1));
            said.extend(ask(&lang, &["serving-lobby-leave-question"]));
            said.push(lang.get("plain-lobby-stay"));
            assert_ne!(said[1], en[1], "{code}");
            assert!(said[1].starts_with("1. Base+MLP, "), "{code}: {}", said[1]);
            for line in &said {
                assert!(
                    !line.contains('{') && !line.contains("plain-"),
                    "{code}: {line}"
                );
            }
        }
    }

    /// The plain lobby's heading says its count is the whole server's, as the board's does.
    #[test]
    fn the_plain_headings_count_is_said_to_be_the_whole_servers() {
        for (tag, whole) in [
            ("en", "all games"),
            ("ru", "всего"),
            ("pl", "wszystkich"),
            ("cs", "všech"),
            ("es", "todo el servidor"),
        ] {
            let lang = crate::lang::Catalog::embedded().find(tag).unwrap();
            let heading = &games(&lang, &[], (5, 100), &[])[0];
            assert!(
                heading.contains(whole) && heading.contains('5'),
                "{tag}: {heading}"
            );
        }
    }

    /// A tester's plain list did not say which games were the tournament's, as the board's
    /// list marks them: each language says the tournament and its round.
    #[test]
    fn a_tournament_game_is_marked_in_the_plain_list_in_every_language() {
        let row = |id| Row {
            id: TableId(id),
            game_type: GameType::MLP,
            clock: "5+3".parse().ok(),
            seat: Seat::Player(Color::White),
            plies: 0,
            to_move: Some(Color::White),
            opponent_here: false,
            seated: false,
            computer: None,
            invites: Vec::new(),
            mine: false,
        };
        let tours = [(TableId(2), "Spring cup".to_string(), 3)];
        let en = games(&Lang::english(), &[row(1), row(2)], (2, 20), &tours);
        assert_eq!(
            en[2],
            "2. Base+MLP, 5+3, tournament “Spring cup”, round 3: you play White, 0 plies, \
             White to move, opponent away."
        );
        for tag in crate::lang::Catalog::embedded().tags() {
            let lang = crate::lang::Catalog::embedded().find(tag).unwrap();
            let said = games(&lang, &[row(1), row(2)], (2, 20), &tours);
            assert!(!said[1].contains("Spring cup"), "{tag}: {}", said[1]);
            assert!(
                said[2].contains("Spring cup") && said[2].contains('3'),
                "{tag}: {}",
                said[2]
            );
            assert!(!said[2].contains('{'), "{tag}: {}", said[2]);
        }
    }
}
