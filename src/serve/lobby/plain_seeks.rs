//! The seeks in the plain lobby: `seeks`, `seek TYPE CLOCK rated|casual white|black|random`,
//! `challenge NAME …`, `accept N`, `decline N`, `withdraw N`, said in sentences (the
//! English words and the member's language's both work). The work is
//! [`super::seeking`]'s, as for the board's lobby.

use super::member::Member;
use super::seeks::{Seen, color_words, opening_words, rated_word};
use crate::club::{NewSeek, SeekColor, SeekId};
use crate::lang::Lang;
use crate::rules::GameType;
use crate::say;
use crate::text::printable;

/// The commands: the English word, its letter (if any), what follows (`NAME`: a member's
/// name, said in the member's language), and the message of what it does.
const TABLE: [(&str, &str, &str, &str); 6] = [
    ("seeks", "s", "", "seek-help-seeks"),
    ("seek", "", " …", "seek-help-seek"),
    ("challenge", "", " NAME …", "seek-help-challenge"),
    ("accept", "a", " N", "seek-help-accept"),
    ("decline", "", " N", "seek-help-decline"),
    ("withdraw", "", " N", "seek-help-withdraw"),
];

/// The word a command goes by in `lang`.
fn word(lang: &Lang, name: &str) -> String {
    lang.get(&format!("seek-cmd-{name}")).to_lowercase()
}

/// What a line typed comes to, when it is one of the seeks' commands: the words to say,
/// or (a seek accepted) the line to go on with instead, `play N`, which sits the member
/// at their side of the new game at once. `shown`: the seeks as the member was last told
/// them (`seeks`), numbered as they were; `accept N`, `decline N` and `withdraw N` act
/// only when N is still the seek they were told of, and otherwise say the list again.
pub(super) fn command(
    lang: &Lang,
    member: &Member<'_>,
    line: &str,
    shown: &mut Option<Vec<SeekId>>,
) -> Option<Result<String, Vec<String>>> {
    let mut words = line.split_whitespace();
    let first = words.next()?.to_lowercase();
    let rest: Vec<&str> = words.collect();
    let &(name, _, _, _) = TABLE.iter().find(|(name, letter, _, _)| {
        first == *name || (!letter.is_empty() && first == *letter) || first == word(lang, name)
    })?;
    let seen = super::seeking::seen(member);
    let number = rest.first().and_then(|n| n.parse::<usize>().ok());
    let index = number.and_then(|n| n.checked_sub(1));
    let seek = index.and_then(|i| seen.seeks.get(i));
    // The seek numbered N now, and the one numbered N when the member last heard the list.
    let told = shown
        .as_ref()
        .and_then(|ids| index.and_then(|i| ids.get(i)).copied());
    if matches!(name, "accept" | "decline" | "withdraw")
        && seek.is_some()
        && told != seek.map(|row| row.id)
    {
        let mut out = vec![lang.get("seek-plain-changed")];
        out.extend(listed(lang, &seen));
        *shown = Some(seen.seeks.iter().map(|row| row.id).collect());
        return Some(Err(out));
    }
    let no_seek = || {
        vec![say!(
            lang,
            "seek-plain-no-seek",
            number = number.unwrap_or(0),
            seeks = word(lang, "seeks")
        )]
    };
    Some(Err(match name {
        "seeks" => {
            *shown = Some(seen.seeks.iter().map(|row| row.id).collect());
            listed(lang, &seen)
        }
        "seek" => match offer(lang, member, &rest) {
            Ok(offer) => vec![super::seeking::make(member, &offer)],
            Err(out) => out,
        },
        "challenge" => {
            let Some((whom, options)) = rest.split_first() else {
                return Some(Err(vec![member.lang.get("seek-not-here")]));
            };
            let others: Vec<_> = seen
                .here
                .iter()
                .filter(|(_, n)| n.as_str() != member.name)
                .collect();
            let Some((id, _)) = others.iter().find(|(_, n)| n.eq_ignore_ascii_case(whom)) else {
                return Some(Err(vec![member.lang.get("seek-not-here")]));
            };
            match offer(lang, member, options) {
                Ok(mut offer) => {
                    offer.to = Some(*id);
                    vec![super::seeking::make(member, &offer)]
                }
                Err(out) => out,
            }
        }
        "accept" => match seek {
            None => no_seek(),
            Some(row) => match super::seeking::accept(member, row.id) {
                Ok(table) => {
                    let rows = member.rows();
                    let at = rows.iter().position(|r| r.id == table).unwrap_or(0);
                    // In English, which the plain lobby always reads.
                    return Some(Ok(format!("play {}", at + 1)));
                }
                Err(note) => vec![note],
            },
        },
        "decline" => match seek {
            None => no_seek(),
            Some(row) => vec![super::seeking::decline(member, row.id)],
        },
        _ => match seek {
            None => no_seek(),
            Some(row) => vec![super::seeking::withdraw(member, row.id)],
        },
    }))
}

/// A seek's choices from the words given, in any order; the rest as the board's new seek
/// starts (all expansions, the server's clock, rated, colour at random).
fn offer(lang: &Lang, member: &Member<'_>, given: &[&str]) -> Result<NewSeek, Vec<String>> {
    let mut seek = NewSeek {
        game_type: GameType::MLP,
        clock: member.settings.clock,
        rated: true,
        color: SeekColor::Random,
        opening: member.seating.tables().rules().opening,
        to: None,
    };
    for text in given {
        let lower = text.to_lowercase();
        let is = |english: &str, id: &str| lower == english || lower == lang.get(id).to_lowercase();
        if let Some(t) = GameType::ALL
            .iter()
            .find(|t| t.to_string().eq_ignore_ascii_case(text))
        {
            seek.game_type = *t;
        } else if is("rated", "seek-rated") {
            seek.rated = true;
        } else if is("casual", "seek-casual") {
            seek.rated = false;
        } else if let Some(color) = SeekColor::ALL.into_iter().find(|c| {
            lower == c.as_str() || lower == c.as_str()[..1] || is(c.as_str(), color_id(*c))
        }) {
            seek.color = color;
        } else if lower == "none" || lower == "-" {
            seek.clock = None;
        } else if let Ok(control) = text.parse() {
            seek.clock = Some(control);
        } else {
            return Err(vec![say!(
                lang,
                "seek-plain-wrong",
                text = printable(text, 40).into_owned()
            )]);
        }
    }
    Ok(seek)
}

/// The one word for a colour in `lang` (the side's name).
fn color_id(color: SeekColor) -> &'static str {
    match color {
        SeekColor::White => "seek-word-white",
        SeekColor::Black => "seek-word-black",
        SeekColor::Random => "seek-word-random",
    }
}

/// Who is here, the seeks numbered from 1, and the games in play.
pub(super) fn listed(lang: &Lang, seen: &Seen) -> Vec<String> {
    let mut out = vec![
        super::seeks::here_now(&seen.here, lang),
        lang.get("seek-open"),
    ];
    if seen.seeks.is_empty() {
        out.push(say!(
            lang,
            "seek-plain-none",
            seek = word(lang, "seek"),
            challenge = word(lang, "challenge"),
            name = lang.get("seek-help-name")
        ));
    }
    for (i, row) in seen.seeks.iter().enumerate() {
        let who = match (&row.to, row.mine) {
            (Some(to), true) => format!("{} → {}", lang.get("seek-you"), printable(to, 16)),
            (Some(_), false) => format!("{} → {}", printable(&row.by, 16), lang.get("seek-you")),
            (None, true) => lang.get("seek-you"),
            (None, false) => printable(&row.by, 16).into_owned(),
        };
        let last = if row.declined {
            lang.get("seek-declined")
        } else {
            opening_words(row.offer.opening, lang)
        };
        out.push(say!(
            lang,
            "seek-plain-row",
            number = i + 1,
            who = who,
            game = row.offer.game_type.to_string(),
            clock = super::view::clock_name(row.offer.clock, lang),
            rated = rated_word(row.offer.rated, lang),
            color = color_words(row.offer.color, lang),
            last = last
        ));
    }
    out.push(lang.get("seek-games"));
    if seen.games.is_empty() {
        out.push(lang.get("seek-games-none"));
    }
    for game in &seen.games {
        out.push(say!(
            lang,
            "seek-plain-game",
            white = printable(&game.names[0], 16).into_owned(),
            black = printable(&game.names[1], 16).into_owned(),
            game = game.game_type.to_string(),
            clock = super::view::clock_name(game.clock, lang),
            plies = say!(lang, "lobby-plies", count = game.plies)
        ));
    }
    out
}

/// What the member is to be told of their seeks now (a seek accepted, a challenge
/// declined), said between their commands.
pub(super) fn news(member: &Member<'_>) -> Vec<String> {
    let Some((_, me)) = member.club else {
        return Vec::new();
    };
    let lang = &member.lang;
    let play = lang.get("plain-lobby-cmd-play").to_lowercase();
    let seeks = lang.get("seek-cmd-seeks").to_lowercase();
    super::seeking::news(member, me.id, Some((&play, &seeks)))
        .into_iter()
        .map(|(note, _)| note)
        .collect()
}

/// The seeks' commands, a line each, for the plain lobby's help.
pub(super) fn help(lang: &Lang) -> Vec<String> {
    TABLE
        .iter()
        .map(|(name, letter, takes, does)| {
            let mut form = word(lang, name);
            if !letter.is_empty() {
                form.push_str(&format!(", {letter}"));
            }
            // A member's name, as the member's language writes the placeholder.
            form.push_str(&takes.replace("NAME", &lang.get("seek-help-name")));
            say!(
                lang,
                "plain-help-line",
                command = form,
                does = lang.get(does)
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::room::TableId;
    use crate::serve::lobby::seeks::{PlayRow, SeekRow};

    fn seen() -> Seen {
        let row = |id: SeekId, by: &str, mine: bool| SeekRow {
            id,
            by: by.into(),
            mine,
            offer: NewSeek {
                game_type: GameType::MLP,
                clock: "5+3".parse().ok(),
                rated: false,
                color: SeekColor::White,
                opening: crate::rules::Opening::Rulebook,
                to: None,
            },
            to: None,
            declined: false,
        };
        Seen {
            here: vec![(1, "ann".into()), (2, "bob".into())],
            seeks: vec![row(1, "ann", true), row(2, "bob", false)],
            games: vec![PlayRow {
                table: TableId(3),
                names: ["bob".into(), "cy".into()],
                game_type: GameType::MLP,
                clock: None,
                plies: 4,
            }],
        }
    }

    #[test]
    fn the_seeks_are_said_numbered_in_every_language_arguments_filled() {
        let en = listed(&Lang::english(), &seen());
        assert_eq!(en[0], "Here now (2): ann, bob");
        assert_eq!(
            en[3],
            "2. bob: Base+MLP, 5+3, casual, plays White, rulebook opening."
        );
        assert!(en[5].starts_with("bob – cy: Base+MLP"), "{en:?}");
        let catalog = crate::lang::Catalog::embedded();
        for tag in catalog.tags() {
            let lang = catalog.find(tag).unwrap();
            let mut said = listed(&lang, &seen());
            said.extend(help(&lang));
            for line in &said {
                assert!(
                    !line.contains('{') && !line.contains("seek-"),
                    "{tag}: {line}"
                );
            }
            if tag != "en" {
                assert_ne!(said[3], en[3], "{tag}");
                // The name's placeholder is the language's own, as chat's help writes it.
                assert!(!said.iter().any(|l| l.contains("NAME")), "{tag}: {said:?}");
            }
            // None open: the words that make one, not the board's keys (n, c).
            let none = Seen {
                seeks: Vec::new(),
                ..seen()
            };
            let empty = &listed(&lang, &none)[2];
            for command in ["seek", "challenge"] {
                assert!(empty.contains(&word(&lang, command)), "{tag}: {empty}");
            }
            assert_ne!(empty, &lang.get("seek-none"), "{tag}");
        }
    }
}
