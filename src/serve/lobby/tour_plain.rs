//! The tournaments in the plain lobby, in sentences: `tournaments` lists them,
//! `tournament N` says one's standings and current games, `join N` enters one and
//! `leave N` leaves it (the words in the member's language or English). The member's
//! tournament games are among their games, played with `play N` as any other.

use super::member::Member;
use super::tour::{Act, State, TourView, format_name, halves, quarters, result_name, state_name};
use super::tour_member::look;
use crate::lang::Lang;
use crate::say;
use crate::text::printable;

/// The commands, by their English word.
const WORDS: [&str; 4] = ["tournaments", "tournament", "join", "leave"];

/// The word `name` goes by in `lang`.
fn word(lang: &Lang, name: &str) -> String {
    lang.get(&format!("tour-cmd-{name}")).to_lowercase()
}

/// What the tournaments' commands say to `line`; `None` when it is none of them.
pub(super) fn command(lang: &Lang, member: &Member<'_>, line: &str) -> Option<Vec<String>> {
    let mut words = line.split_whitespace();
    let first = words.next()?.to_lowercase();
    let name = WORDS
        .iter()
        .find(|&&w| first == w || first == word(lang, w))?;
    let (desk, me) = member.club?;
    let number: Option<i64> = words.next().and_then(|n| n.parse().ok());
    let mut view = TourView::default();
    if let Some(id) = number {
        view.shown = Some((id, Default::default()));
    }
    if let Err(e) = look(&mut view, desk, me.id, true) {
        return Some(vec![say!(lang, "tour-error", why = e.to_string())]);
    }
    let out = match (*name, number) {
        ("tournaments", _) => list(lang, &view),
        (_, None) => vec![say!(
            lang,
            "tour-plain-needs-number",
            command = word(lang, name)
        )],
        (_, Some(n)) if !view.list.iter().any(|l| l.id == n) => {
            vec![say!(lang, "tour-plain-no-such", number = n)]
        }
        ("join", Some(n)) => vec![super::tour_member::act(member.club, lang, Act::Join(n))],
        ("leave", Some(n)) => vec![super::tour_member::act(member.club, lang, Act::Leave(n))],
        (_, Some(_)) => one(lang, &view),
    };
    Some(out)
}

/// Every tournament, a sentence each.
fn list(lang: &Lang, view: &TourView) -> Vec<String> {
    if view.list.is_empty() {
        return vec![lang.get("tour-plain-none")];
    }
    view.list
        .iter()
        .map(|l| {
            let mut text = say!(
                lang,
                "tour-plain-line",
                number = l.id,
                name = printable(&l.name, 40).into_owned(),
                format = format_name(l.format, lang),
                clock = super::tour::clock_name(l.clock, lang),
                state = state_name(l, lang)
            );
            if l.entered {
                text = format!("{text} {}", lang.get("tour-plain-you-are-in"));
            }
            text
        })
        .collect()
}

/// The tournament looked at: how it stands, its standings and its current round's games.
fn one(lang: &Lang, view: &TourView) -> Vec<String> {
    let Some((id, detail)) = &view.shown else {
        return Vec::new();
    };
    let Some(line) = view.list.iter().find(|l| l.id == *id) else {
        return Vec::new();
    };
    let mut out = list(
        lang,
        &TourView {
            list: vec![line.clone()],
            ..TourView::default()
        },
    );
    if line.state == State::Open {
        let names: Vec<String> = detail
            .players
            .iter()
            .map(|n| printable(n, 40).into_owned())
            .collect();
        out.push(match names.is_empty() {
            true => lang.get("tour-no-players"),
            false => say!(
                lang,
                "tour-players",
                names = crate::lang::rules::list(lang, &names)
            ),
        });
        return out;
    }
    for (n, (name, s)) in detail.standings.iter().enumerate() {
        out.push(say!(
            lang,
            "tour-plain-standing",
            place = n + 1,
            name = printable(name, 40).into_owned(),
            points = halves(s.points),
            buchholz = halves(s.buchholz),
            sb = quarters(s.sonneborn_berger)
        ));
    }
    out.push(format!(
        "{}.",
        say!(lang, "tour-round", round = detail.round)
    ));
    for (white, black, outcome) in &detail.boards {
        let white = printable(white, 40).into_owned();
        out.push(match black {
            Some(black) => say!(
                lang,
                "tour-plain-game",
                white = white,
                black = printable(black, 40).into_owned(),
                result = result_name(*outcome, lang)
            ),
            None => format!("{}.", say!(lang, "tour-bye", player = white)),
        });
    }
    out
}

/// The tournaments' commands, for the plain lobby's help (none without a club).
pub(super) fn help(lang: &Lang, member: &Member<'_>) -> Vec<String> {
    if member.club.is_none() {
        return Vec::new();
    }
    vec![say!(
        lang,
        "tour-plain-help",
        tournaments = word(lang, "tournaments"),
        tournament = word(lang, "tournament"),
        join = word(lang, "join"),
        leave = word(lang, "leave")
    )]
}
