//! `hive club`: the club's database read and kept at the host's terminal — its members and
//! their ratings, a copy of it, a ban, a member's new key.

use std::io::Write;

use hive::club::tournament::Format;
use hive::club::{Club, MemberRow, Pool};
use hive::lang::Lang;
use hive::say;
use hive::serve::{KeyTextError, owner_of_text};
use unicode_width::UnicodeWidthStr;

use crate::args::{ClubArgs, ClubCommand};
use crate::error::CliError;

use super::{print_with, shown};

/// Runs `hive club …`, saying what it refuses in `lang`. A command that only reads the
/// database opens it to read ([`Club::open_to_read`]): only those that change it copy it
/// into `club-backups/` first.
pub fn run(args: ClubArgs, lang: &Lang) -> Result<(), CliError> {
    let dir = match args.data {
        Some(dir) => dir,
        None => hive::record::data_dir()?,
    };
    let club_err = |e| CliError::Club(Box::new(e));
    let to_read = || Club::open_to_read(&dir).map_err(club_err);
    let to_change = || Club::open(&dir).map_err(club_err);
    match args.command {
        ClubCommand::Members { json } => members(&to_read()?, json),
        ClubCommand::Tournaments { id: None } => tournaments(&to_read()?),
        ClubCommand::Tournaments { id: Some(id) } => standings(&to_read()?, id, lang),
        ClubCommand::Backup { file } => {
            to_read()?.backup(&file).map_err(club_err)?;
            print_with(|out| writeln!(out, "copied to {}", super::shown_path(&file)))
        }
        ClubCommand::Chat(chat) => {
            let mut club = if chat.changes() {
                to_change()?
            } else {
                to_read()?
            };
            super::club_chat::run(&mut club, chat)
        }
        ClubCommand::Allow { name } => super::club_tour::allow(&mut to_change()?, &name, true),
        ClubCommand::Disallow { name } => super::club_tour::allow(&mut to_change()?, &name, false),
        ClubCommand::NewTournament(new) => super::club_tour::create(&mut to_change()?, &new),
        ClubCommand::Ban { name } => ban(&mut to_change()?, &name, true),
        ClubCommand::Unban { name } => ban(&mut to_change()?, &name, false),
        ClubCommand::Bind { name, key } => {
            // Refused before the database is opened, and so copied.
            let fingerprint = owner_of_text(&key)
                .map_err(|why| CliError::ClubRefused(bad_key(&why, &name, &key, lang)))?
                .0;
            bind(&mut to_change()?, &name, &fingerprint)
        }
    }
}

/// `hive club members [--json]`.
fn members(club: &Club, json: bool) -> Result<(), CliError> {
    let rows = club.members().map_err(|e| CliError::Club(Box::new(e)))?;
    if json {
        let text =
            serde_json::to_string_pretty(&members_json(&rows)).unwrap_or_else(|_| "[]".to_string());
        print_with(|out| writeln!(out, "{text}"))
    } else {
        let lines = table(&rows);
        print_with(|out| lines.iter().try_for_each(|l| writeln!(out, "{l}")))
    }
}

/// `hive club tournaments`: a line each, newest first.
fn tournaments(club: &Club) -> Result<(), CliError> {
    let lines: Vec<String> = club
        .tournaments()
        .map_err(|e| CliError::Club(Box::new(e)))?
        .iter()
        .map(|t| {
            let format = match t.format {
                Format::RoundRobin { double: false } => "round robin".to_string(),
                Format::RoundRobin { double: true } => "double round robin".to_string(),
                Format::Swiss { rounds } => format!("Swiss, {rounds} rounds"),
            };
            let state = match (t.started, t.finished) {
                (_, true) => "finished".to_string(),
                (true, false) => format!("round {}", t.round),
                (false, false) => "open for entries".to_string(),
            };
            let rated = if t.rated { "rated" } else { "casual" };
            format!(
                "{:>3}  {}  {format}, {} {rated}  {}/{} players  {state}",
                t.id,
                shown(&t.name),
                t.pool,
                t.entrants,
                t.capacity
            )
        })
        .collect();
    print_with(|out| lines.iter().try_for_each(|l| writeln!(out, "{l}")))
}

/// `hive club tournaments ID`: its standings, best first; refused (in `lang`) when there
/// is no tournament `id`.
fn standings(club: &Club, id: i64, lang: &Lang) -> Result<(), CliError> {
    let Some(standings) = club
        .tournament_standings(id)
        .map_err(|e| CliError::Club(Box::new(e)))?
    else {
        let said = say!(lang, "clubhost-no-tournament", id = id.to_string());
        return Err(CliError::ClubRefused(said));
    };
    // Before any result the table alone would say nothing (no player listed, or all on
    // 0): where the tournament stands is said first.
    let row = club
        .tournaments()
        .map_err(|e| CliError::Club(Box::new(e)))?
        .into_iter()
        .find(|t| t.id == id);
    let mut lines: Vec<String> = match row {
        Some(t) if !t.started => vec![say!(
            lang,
            "clubhost-tournament-not-started",
            entrants = t.entrants,
            capacity = t.capacity
        )],
        Some(t) if !t.finished && standings.iter().all(|(_, s)| s.points == 0) => {
            vec![say!(
                lang,
                "clubhost-tournament-no-result",
                round = t.round.max(1)
            )]
        }
        _ => Vec::new(),
    };
    lines.extend(standings.iter().enumerate().map(|(i, (member, s))| {
        format!(
            "{:>3}. {}  {}  Buchholz {}  Sonneborn-Berger {}",
            i + 1,
            shown(&member.name),
            halves(s.points),
            halves(s.buchholz),
            s.sonneborn_berger as f64 / 4.0
        )
    }));
    print_with(|out| lines.iter().try_for_each(|l| writeln!(out, "{l}")))
}

/// `hive club bind NAME KEY`, the key read already: `fingerprint`.
fn bind(club: &mut Club, name: &str, fingerprint: &str) -> Result<(), CliError> {
    let now = jiff::Timestamp::now().as_second();
    if club
        .bind(name, fingerprint, now)
        .map_err(|e| CliError::Club(Box::new(e)))?
    {
        print_with(|out| {
            writeln!(
                out,
                "{} now comes in with {}",
                shown(name),
                shown(fingerprint)
            )
        })
    } else {
        Err(CliError::NoMember(shown(name)))
    }
}

/// Why `text` is not a key to bind member `name` to, in `lang`.
fn bad_key(why: &KeyTextError, name: &str, text: &str, lang: &Lang) -> String {
    let (name, text) = (shown(name), shown(text.trim()));
    match why {
        KeyTextError::Empty => say!(lang, "clubhost-bind-no-key", name = name),
        KeyTextError::Fingerprint => {
            say!(
                lang,
                "clubhost-bind-bad-fingerprint",
                name = name,
                text = text
            )
        }
        KeyTextError::Key(why) => say!(
            lang,
            "clubhost-bind-bad-key",
            name = name,
            text = text,
            why = shown(why)
        ),
        KeyTextError::Neither => say!(lang, "clubhost-bind-not-a-key", name = name, text = text),
    }
}

/// Points kept in halves, as a player reads them: `2`, `1½`.
fn halves(n: u32) -> String {
    match (n / 2, n % 2) {
        (0, 1) => "½".to_string(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}

fn ban(club: &mut Club, name: &str, banned: bool) -> Result<(), CliError> {
    if club
        .set_banned(name, banned)
        .map_err(|e| CliError::Club(Box::new(e)))?
    {
        let done = if banned { "banned" } else { "let in again" };
        print_with(|out| writeln!(out, "{} {done}", shown(name)))
    } else {
        Err(CliError::NoMember(shown(name)))
    }
}

/// The members' table: a header, then a line each; a pool's column only where someone
/// has a rating in it.
fn table(rows: &[MemberRow]) -> Vec<String> {
    let pools: Vec<Pool> = Pool::ALL
        .into_iter()
        .filter(|p| rows.iter().any(|r| r.ratings.iter().any(|(q, _)| q == p)))
        .collect();
    let name_w = rows
        .iter()
        .map(|r| shown(&r.member.name).width())
        .chain([4])
        .max()
        .unwrap_or(4);
    let mut header = format!("{:<name_w$}", "Name");
    for p in &pools {
        header.push_str(&format!(
            "  {:>w$}",
            p.as_str(),
            w = p.as_str().len().max(5)
        ));
    }
    header.push_str("  Games");
    let mut lines = vec![header];
    for row in rows {
        let name = shown(&row.member.name);
        let pad = name_w.saturating_sub(name.width());
        let mut line = format!("{name}{}", " ".repeat(pad));
        for p in &pools {
            let cell = row
                .ratings
                .iter()
                .find(|(q, _)| q == p)
                .map_or("-".to_string(), |(_, r)| r.glicko.shown());
            line.push_str(&format!("  {cell:>w$}", w = p.as_str().len().max(5)));
        }
        line.push_str(&format!("  {:>5}", row.games));
        if row.member.banned {
            line.push_str("  (banned)");
        }
        lines.push(line);
    }
    lines
}

fn members_json(rows: &[MemberRow]) -> serde_json::Value {
    let members = rows
        .iter()
        .map(|row| {
            let ratings: serde_json::Map<String, serde_json::Value> = row
                .ratings
                .iter()
                .map(|(pool, r)| {
                    (
                        pool.as_str().to_string(),
                        serde_json::json!({
                            "rating": r.glicko.rating,
                            "deviation": r.glicko.deviation,
                            "volatility": r.glicko.volatility,
                            "games": r.games,
                            "provisional": r.glicko.is_provisional(),
                        }),
                    )
                })
                .collect();
            serde_json::json!({
                "name": row.member.name,
                "joined": row.member.joined,
                "banned": row.member.banned,
                "games": row.games,
                "ratings": ratings,
            })
        })
        .collect();
    serde_json::Value::Array(members)
}
