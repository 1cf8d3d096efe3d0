//! A game against the computer, made from the lobby: the table with the member at their
//! seat and the server's computer at the other (a watch code for spectators), kept by the
//! club so that a restarted server serves it again; and the plain lobby's `computer LEVEL
//! [white|black] [TYPE] [CLOCK]`. Unrated: the computer has no rating.

use std::sync::Arc;

use super::computer::Asked;
use super::member::Member;
use super::model::{Command, Lobby, Msg};
use crate::clock::TimeControl;
use crate::engine::ai::{Level, Opponent};
use crate::lang::Lang;
use crate::room::{Owner, Seat, SendOff, TableId};
use crate::rules::{Color, GameType};
use crate::say;
use crate::serve::computer::Computers;
use crate::serve::desk::Desk;
use crate::serve::served::Seating;

/// Makes the game `asked` for `member`: its table, or why not (in their language).
pub(super) fn create(member: &Member<'_>, asked: Asked) -> Result<TableId, String> {
    let lang = &member.lang;
    let Some(computers) = &member.settings.computers else {
        return Err(lang.get("computer-none"));
    };
    let who = if member.name.is_empty() {
        "host"
    } else {
        member.name
    };
    let bot = crate::serve::computer::name(asked.level);
    let names = match asked.color {
        Color::White => [who, bot.as_str()],
        Color::Black => [bot.as_str(), who],
    };
    let owned = Some((member.owner.clone(), Seat::Player(asked.color)));
    let served = member
        .seating
        .create(
            &member.settings.games,
            (asked.game_type, asked.clock),
            names,
            owned,
            &[Seat::Watcher],
        )
        .map_err(|e| say!(lang, "lobby-not-made", why = e.to_string()))?;
    let table = served.table;
    let opponent = Opponent {
        color: asked.color.opponent(),
        level: asked.level,
    };
    let not_made = |why: String| {
        member.seating.close(table.id, SendOff::Closed);
        say!(lang, "lobby-not-made", why = why)
    };
    table
        .room
        .set_computer(opponent)
        .map_err(|e| not_made(e.to_string()))?;
    let club = member.club.map(|(desk, m)| (desk.clone(), m.clone()));
    if let Some((desk, m)) = &club {
        desk.seat(table.id, asked.color, m);
        let kept = crate::club::computer::ComputerGame {
            file: table.save.clone(),
            member: m.id,
            key: member.owner.0.clone(),
            color: asked.color,
            level: asked.level.number(),
        };
        if let Err(e) = desk
            .club()
            .add_computer_game(&kept, crate::serve::desk::now())
        {
            crate::serve::log::club_error("a game against the computer", &e);
        }
    }
    let file = table.save.clone();
    let seated = computers.seat_then(Arc::clone(&table), opponent, move || {
        if let Some((desk, _)) = club {
            ended(&desk, &file);
        }
    });
    if !seated {
        return Err(not_made(lang.get("computer-none")));
    }
    Ok(table.id)
}

/// The club forgets the game saved at `file` as one to serve again.
pub(crate) fn ended(desk: &crate::serve::desk::Desk, file: &std::path::Path) {
    let done = desk
        .club()
        .end_computer_game(file, crate::serve::desk::now());
    if let Err(e) = done {
        crate::serve::log::club_error("a game against the computer", &e);
    }
}

/// Serves again the club's unfinished games against the computer (a restarted server),
/// each listed for the key that made it, the computer back at its seat: it moves at once
/// where it is its turn. A save gone or unreadable is left for the host (logged); a game
/// over is forgotten. How many are served.
pub(super) fn resume(seating: &Seating, desk: &Desk, computers: &Computers) -> usize {
    let games = match desk.club().computer_games_going() {
        Ok(games) => games,
        Err(e) => {
            crate::serve::log::club_error("the games against the computer", &e);
            return 0;
        }
    };
    let mut served = 0;
    for kept in games {
        let (record, game) = match crate::record::load(&kept.file) {
            Ok(read) => read,
            Err(e) => {
                crate::serve::log::club_error("a game against the computer", &e);
                continue;
            }
        };
        if game.outcome().is_over() {
            ended(desk, &kept.file);
            continue;
        }
        let Some(level) = Level::from_number(kept.level) else {
            continue;
        };
        let opponent = record.computer.unwrap_or(Opponent {
            color: kept.color.opponent(),
            level,
        });
        let room = match crate::room::Room::new(&kept.file, game, record) {
            Ok(room) => room,
            Err(e) => {
                crate::serve::log::club_error("a game against the computer", &e);
                continue;
            }
        };
        let owner = Some((Owner(kept.key.clone()), Seat::Player(kept.color)));
        let table = match seating.open(room, kept.file.clone(), owner, &[Seat::Watcher]) {
            Ok(served) => served.table,
            Err(e) => {
                crate::serve::log::club_error("a game against the computer", &e);
                break;
            }
        };
        if let Ok(Some(member)) = desk.member(&kept.key) {
            desk.seat(table.id, kept.color, &member);
        }
        let (desk, file) = (desk.clone(), kept.file.clone());
        if computers.seat_then(table, opponent, move || ended(&desk, &file)) {
            served += 1;
        }
    }
    served
}

/// The board lobby's ask: the game made, the member goes straight to their seat (the
/// work asked for next); or they are told why not.
pub(super) fn command(member: &Member<'_>, lobby: &mut Lobby, asked: Asked) -> Option<Command> {
    match create(member, asked) {
        Ok(id) => {
            lobby.update(Msg::Rows(member.rows(), member.load()));
            lobby.page = super::model::Page::List;
            if let Some(at) = lobby.rows.iter().position(|r| r.id == id) {
                lobby.selected = at;
            }
            Some(Command::Join(id))
        }
        Err(note) => {
            lobby.update(Msg::Note(note));
            None
        }
    }
}

/// What `computer …` was given, in any order: a level (1–5, needed), the member's
/// colour, a game type, a clock (or `none`); the rest as the board's page starts (all
/// expansions, White, no clock). Or the word not understood.
pub(super) fn parse(lang: &Lang, given: &[String]) -> Result<Option<Asked>, String> {
    let mut level = None;
    let mut asked = Asked {
        level: Level::Beginner,
        game_type: GameType::MLP,
        color: Color::White,
        clock: None,
    };
    for text in given {
        let lower = text.to_lowercase();
        let side = |c: Color| crate::lang::rules::side(lang, c, "").to_lowercase();
        if let Some(found) = lower
            .parse::<u8>()
            .ok()
            .and_then(Level::from_number)
            .filter(|_| level.is_none())
        {
            level = Some(found);
        } else if let Some(t) = GameType::ALL
            .iter()
            .find(|t| t.to_string().eq_ignore_ascii_case(text))
        {
            asked.game_type = *t;
        } else if ["w", "white"].contains(&lower.as_str()) || lower == side(Color::White) {
            asked.color = Color::White;
        } else if ["b", "black"].contains(&lower.as_str()) || lower == side(Color::Black) {
            asked.color = Color::Black;
        } else if lower == "none" || lower == "-" {
            asked.clock = None;
        } else if let Ok(control) = text.parse::<TimeControl>() {
            asked.clock = Some(control);
        } else {
            return Err(crate::text::printable(text, 40).into_owned());
        }
    }
    Ok(level.map(|level| Asked { level, ..asked }))
}

/// The plain lobby's `computer …`: the game made and how to play it (`play` is the
/// lobby's word for it), or why not.
pub(super) fn plain(lang: &Lang, member: &Member<'_>, given: &[String], play: &str) -> Vec<String> {
    let asked = match parse(lang, given) {
        Ok(Some(asked)) => asked,
        Ok(None) => return vec![lang.get("computer-plain-level")],
        Err(text) => return vec![say!(lang, "computer-plain-wrong", text = text)],
    };
    match create(member, asked) {
        Ok(id) => {
            let rows = member.rows();
            match rows.iter().position(|r| r.id == id) {
                Some(at) => vec![say!(
                    lang,
                    "computer-plain-made",
                    level = super::computer::level_name(asked.level, lang),
                    number = at + 1,
                    play = play
                )],
                None => vec![lang.get("lobby-gone")],
            }
        }
        Err(note) => vec![note],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        text.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn a_restarted_server_serves_a_game_against_the_computer_again_and_it_moves() {
        use crate::club::computer::ComputerGame;
        use crate::room::{Proposal, Tables};
        use crate::serve::invite::Invites;
        let dir = tempfile::tempdir().unwrap();
        let desk = Desk::new(crate::club::Club::open(dir.path()).unwrap(), false, 3);
        let ann = desk.listed("SHA256:a", "ann").unwrap();
        let owner = Owner("SHA256:a".into());
        let white = Seat::Player(Color::White);
        // A server left it on the computer's turn: Ann (White) had just moved.
        let games = dir.path().join("games");
        let before = Seating::new(Tables::new(10), Invites::new());
        let table = before
            .create(
                &games,
                (GameType::BASE, None),
                ["ann", "Computer 1"],
                Some((owner.clone(), white)),
                &[],
            )
            .unwrap()
            .table;
        let computer = Opponent {
            color: Color::Black,
            level: Level::Beginner,
        };
        table.room.set_computer(computer).unwrap();
        let seat = table.room.join(white, || {}).unwrap();
        seat.propose(Proposal::Play(
            table.room.game().position().legal_moves()[0],
        ));
        drop(seat);
        let file = table.save.clone();
        let kept = ComputerGame {
            file: file.clone(),
            member: ann.id,
            key: owner.0.clone(),
            color: Color::White,
            level: 1,
        };
        desk.club().add_computer_game(&kept, 0).unwrap();
        before.close(table.id, SendOff::Closed);
        drop((table, before));

        // Started again: listed for Ann's key, her side hers for the club, and the
        // computer moves.
        let seating = Seating::new(Tables::new(10), Invites::new());
        let computers = Computers::new(crate::serve::Searches::new(1));
        assert_eq!(resume(&seating, &desk, &computers), 1);
        let listed = seating.owned_by(&owner);
        assert_eq!(listed.len(), 1);
        let table = Arc::clone(&listed[0].table);
        assert_eq!(table.owner, Some((owner, white)));
        assert_eq!(desk.sides(table.id), [Some(ann.id), None]);
        let start = std::time::Instant::now();
        while table.room.game().moves().len() < 2 {
            assert!(start.elapsed() < std::time::Duration::from_secs(10));
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        // Over (Ann resigns), the club forgets it: a next start serves it no more.
        let seat = table.room.join(white, || {}).unwrap();
        seat.propose(Proposal::Resign);
        while computers.playing() > 0 {
            assert!(start.elapsed() < std::time::Duration::from_secs(10));
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        assert_eq!(desk.club().computer_games_going().unwrap(), []);
        computers.stop();
        drop((seat, table, seating));
        let again = Seating::new(Tables::new(10), Invites::new());
        assert_eq!(
            resume(
                &again,
                &desk,
                &Computers::new(crate::serve::Searches::new(1))
            ),
            0
        );
    }

    #[test]
    fn the_plain_command_takes_a_level_and_the_rest_in_any_order() {
        let en = Lang::english();
        assert_eq!(
            parse(&en, &words("1")),
            Ok(Some(Asked {
                level: Level::Beginner,
                game_type: GameType::MLP,
                color: Color::White,
                clock: None,
            }))
        );
        assert_eq!(
            parse(&en, &words("black Base 4 5+3")),
            Ok(Some(Asked {
                level: Level::Strong,
                game_type: GameType::BASE,
                color: Color::Black,
                clock: "5+3".parse().ok(),
            }))
        );
        assert_eq!(parse(&en, &words("black")), Ok(None));
        assert_eq!(parse(&en, &words("2 zz")), Err("zz".into()));
        // The colour in the member's language too.
        let ru = crate::lang::Catalog::embedded().find("ru").unwrap();
        let black = crate::lang::rules::side(&ru, Color::Black, "");
        let asked = parse(&ru, &words(&format!("3 {black}"))).unwrap().unwrap();
        assert_eq!(asked.color, Color::Black);
    }
}
