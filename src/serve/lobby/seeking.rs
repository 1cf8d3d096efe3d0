//! The work of the seeks page for a member ([`Member`]): who is here (and their seeks gone
//! with their last connection), a seek made, accepted (a game between the two members,
//! rated or casual as the seek said), withdrawn or declined, a game in play watched; the
//! caps on seeks and running games; the games from seeks in each player's list; what a
//! member is told when their seek is accepted or their challenge declined.

use std::sync::Arc;

use super::lounge::{Lounge, Match, Notice};
use super::matched::{self, in_play};
use super::member::Member;
use super::model::{Command, Lobby, Msg, Page};
use super::seeks::{PlayRow, SeekCommand, SeekRow, Seen};
use crate::club::{MemberId, NewSeek, SeekColor, SeekRefused};
use crate::room::{Owner, Seat, Table, TableId};
use crate::rules::Color;
use crate::say;
use crate::serve::desk::Desk;

/// A member in the lobby, for as long as this connection of theirs is there: when their
/// last one leaves, their seeks go (a seek of someone absent is not open).
pub(super) struct Presence<'a> {
    lounge: &'a Lounge,
    desk: &'a Desk,
    member: MemberId,
}

impl Drop for Presence<'_> {
    fn drop(&mut self) {
        if self.lounge.leave(self.member)
            && let Err(e) = self.desk.club().drop_seeks_of(self.member)
        {
            crate::serve::log::club_error("a member's seeks", &e);
        }
    }
}

/// The member of `club` comes into the lobby with the key `owner`.
pub(super) fn arrive<'a>(
    lounge: &'a Lounge,
    club: Option<(&'a Desk, &'a crate::club::Member)>,
    owner: &Owner,
) -> Option<Presence<'a>> {
    let (desk, member) = club?;
    // The first connection: any seek of theirs is from a visit that ended without its
    // leaving (the server stopped), so not open.
    if lounge.arrive(member.id, &member.name, owner)
        && let Err(e) = desk.club().drop_seeks_of(member.id)
    {
        crate::serve::log::club_error("a member's seeks", &e);
    }
    Some(Presence {
        lounge,
        desk,
        member: member.id,
    })
}

/// The table `id` and the seat the member takes there (see [`matched::seat_of`]).
pub(super) fn seat_of(member: &Member<'_>, id: TableId) -> Option<(Arc<Table>, Seat)> {
    let desk = member.club.map(|(desk, _)| desk);
    let lounge = &member.settings.lounge;
    matched::seat_of(member.seating, lounge, member.owner, desk, id)
}

/// How many games `owner` is playing (not over).
fn running(member: &Member<'_>, owner: &Owner) -> usize {
    matched::running(member.seating, &member.settings.lounge, owner)
}

/// Why the member may start no other game, if so.
fn over_cap(member: &Member<'_>) -> Option<String> {
    let lounge = &member.settings.lounge;
    matched::over_cap(member.seating, lounge, member.owner, &member.lang)
}

/// The seeks page as the club stands for the member.
pub(super) fn seen(member: &Member<'_>) -> Seen {
    let Some((desk, me)) = member.club else {
        return Seen::default();
    };
    let lounge = &member.settings.lounge;
    let seeks = match desk.club().seeks_for(me.id) {
        Ok(seeks) => seeks,
        Err(e) => {
            crate::serve::log::club_error("the seeks", &e);
            Vec::new()
        }
    };
    let seeks = seeks
        .into_iter()
        .filter(|s| s.by == me.id || lounge.is_here(s.by))
        .map(|s| SeekRow {
            id: s.id,
            mine: s.by == me.id,
            by: s.by_name,
            offer: s.offer,
            to: s.to_name,
            declined: s.declined,
        })
        .collect();
    let games = member
        .seating
        .tables()
        .all()
        .iter()
        .filter(|t| in_play(desk, t))
        .filter_map(|t| {
            let [Some(white), Some(black)] = desk.names(t.id) else {
                return None;
            };
            let game = t.room.game();
            Some(PlayRow {
                table: t.id,
                names: [white, black],
                game_type: game.game_type(),
                clock: t.room.time_control(),
                plies: game.moves().len(),
            })
        })
        .collect();
    Seen {
        here: lounge.here(),
        seeks,
        games,
    }
}

/// Tells `lobby` the seeks page as it stands, and any news of the member's seeks (a game
/// from one is put at the top of their list, the cursor on it).
pub(super) fn look(member: &Member<'_>, lobby: &mut Lobby) {
    let Some((_, me)) = member.club else {
        return;
    };
    if matches!(lobby.page, Page::Seeks) {
        lobby.update(Msg::Seeks(seen(member)));
    }
    for (note, accepted) in news(member, me.id, None) {
        if accepted {
            lobby.selected = 0;
        }
        lobby.update(Msg::Note(note));
    }
}

/// What the member is to be told of their seeks, in their language, each with whether a
/// seek of theirs was accepted.
/// `plain`: the plain lobby's words for playing a game and listing the seeks (its notes
/// name them instead of keys).
pub(super) fn news(
    member: &Member<'_>,
    me: MemberId,
    plain: Option<(&str, &str)>,
) -> Vec<(String, bool)> {
    let lang = &member.lang;
    member
        .settings
        .lounge
        .news(me)
        .into_iter()
        .map(|notice| match notice {
            Notice::Accepted { by, table } => match plain {
                Some((play, _)) => {
                    // Its number in the list as the list gives it (the games waiting for the
                    // member's move come first, so it is not always the first: a tester
                    // was sent to another game).
                    let rows = member.rows();
                    let number = rows.iter().position(|r| r.id == table).map_or(1, |i| i + 1);
                    let note = say!(
                        lang,
                        "seek-accepted-plain-note",
                        name = shown(&by),
                        play = play,
                        number = number
                    );
                    (note, true)
                }
                None => (say!(lang, "seek-accepted-note", name = shown(&by)), true),
            },
            Notice::Declined { by } => (say!(lang, "seek-declined-note", name = shown(&by)), false),
            Notice::Challenged { by } => match plain {
                Some((_, seeks)) => {
                    let note = say!(
                        lang,
                        "seek-challenged-plain-note",
                        name = shown(&by),
                        seeks = seeks
                    );
                    (note, false)
                }
                None => (say!(lang, "seek-challenged-note", name = shown(&by)), false),
            },
        })
        .collect()
}

/// A member's name as shown.
fn shown(name: &str) -> String {
    crate::text::printable(name, 32).into_owned()
}

/// Does what the seeks page asked; a table to sit at (a game accepted, or watched), told
/// as [`Command::Join`], the rest told to `lobby` in a note.
pub(super) fn work(
    member: &Member<'_>,
    lobby: &mut Lobby,
    command: SeekCommand,
) -> Option<Command> {
    let done = match command {
        SeekCommand::Make(seek) => Err(make(member, &seek)),
        SeekCommand::Accept(id) => accept(member, id).map(|table| {
            // Back from the game, the member finds it in their list.
            lobby.page = Page::List;
            lobby.selected = 0;
            Command::Join(table)
        }),
        SeekCommand::Withdraw(id) => Err(withdraw(member, id)),
        SeekCommand::Decline(id) => Err(decline(member, id)),
        SeekCommand::Watch(id) => match seat_of(member, id) {
            Some(_) => Ok(Command::Join(id)),
            None => Err(member.lang.get("lobby-gone")),
        },
    };
    lobby.update(Msg::Seeks(seen(member)));
    match done {
        Ok(command) => Some(command),
        Err(note) => {
            lobby.update(Msg::Note(note));
            None
        }
    }
}

/// The club and the member, or the sentence that says seeks need a club.
fn club<'a>(member: &Member<'a>) -> Result<(&'a Desk, &'a crate::club::Member), String> {
    member.club.ok_or_else(|| member.lang.get("seek-no-club"))
}

/// Logs a failure of the club's database; the sentence that tells the member.
fn failed(member: &Member<'_>, e: &crate::club::ClubError) -> String {
    crate::serve::log::club_error("a seek", e);
    member.lang.get("seek-failed")
}

/// Makes the member's seek; what to tell them.
pub(super) fn make(member: &Member<'_>, seek: &NewSeek) -> String {
    let (desk, me) = match club(member) {
        Ok(club) => club,
        Err(note) => return note,
    };
    let lounge = &member.settings.lounge;
    let open = match desk.club().open_seeks(me.id) {
        Ok(n) => n,
        Err(e) => return failed(member, &e),
    };
    if open >= lounge.max_seeks {
        return say!(member.lang, "seek-too-many-seeks", max = lounge.max_seeks);
    }
    if let Some(note) = over_cap(member) {
        return note;
    }
    if seek.to.is_some_and(|to| to == me.id || !lounge.is_here(to)) {
        return member.lang.get("seek-not-here");
    }
    let now = crate::serve::desk::now();
    match desk.club().add_seek(me.id, seek, now) {
        Ok(_) if let Some(to) = seek.to => {
            let by = me.name.clone();
            lounge.tell(to, Notice::Challenged { by });
            member.lang.get("seek-challenge-made")
        }
        Ok(_) => member.lang.get("seek-made"),
        Err(e) => failed(member, &e),
    }
}

/// A refusal in the member's language.
fn refused(member: &Member<'_>, why: &SeekRefused) -> String {
    member.lang.get(match why {
        SeekRefused::Gone => "seek-gone",
        SeekRefused::Own => "seek-own",
        SeekRefused::NotYours => "seek-not-yours",
    })
}

/// White's side when the seeker asked for `color`: theirs, or drawn (a coin from the
/// clock's nanoseconds: nothing rides on it but who moves first).
fn seeker_plays(color: SeekColor) -> Color {
    match color {
        SeekColor::White => Color::White,
        SeekColor::Black => Color::Black,
        SeekColor::Random => {
            let nanos = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.subsec_nanos());
            if (nanos / 1000).is_multiple_of(2) {
                Color::White
            } else {
                Color::Black
            }
        }
    }
}

/// The member accepts seek `id`: the game made between them and its seeker, or why not.
pub(super) fn accept(member: &Member<'_>, id: crate::club::SeekId) -> Result<TableId, String> {
    let (desk, me) = club(member)?;
    if let Some(note) = over_cap(member) {
        return Err(note);
    }
    let seek = match desk.club().take_seek(id, me.id) {
        Ok(Ok(seek)) => seek,
        Ok(Err(why)) => return Err(refused(member, &why)),
        Err(e) => return Err(failed(member, &e)),
    };
    let lounge = &member.settings.lounge;
    // Its seeker left meanwhile: it was open no longer.
    let Some(seeker) = lounge.owner_of(seek.by) else {
        return Err(refused(member, &SeekRefused::Gone));
    };
    let put_back = |note: String| {
        if let Err(e) = desk.club().restore_seek(&seek) {
            crate::serve::log::club_error("a seek put back", &e);
        }
        note
    };
    if running(member, &seeker) >= lounge.max_running {
        let note = say!(
            member.lang,
            "seek-their-games-full",
            name = shown(&seek.by_name)
        );
        return Err(put_back(note));
    }
    let color = seeker_plays(seek.offer.color);
    let mut names = [seek.by_name.as_str(), me.name.as_str()];
    if color == Color::Black {
        names.swap(0, 1);
    }
    let offer = &seek.offer;
    let made = member.seating.create(
        &member.settings.games,
        (offer.game_type, offer.clock),
        names,
        Some((seeker.clone(), Seat::Player(color))),
        &[Seat::Watcher],
    );
    let served = match made {
        Ok(served) => served,
        Err(e) => {
            return Err(put_back(say!(
                member.lang,
                "lobby-not-made",
                why = e.to_string()
            )));
        }
    };
    let table = served.table.id;
    let them = crate::club::Member {
        id: seek.by,
        name: seek.by_name.clone(),
        joined: 0,
        banned: false,
    };
    desk.seat(table, color, &them);
    desk.seat(table, color.opponent(), me);
    if !offer.rated {
        desk.casual(table);
    }
    let mut players = [(seeker, seek.by), (member.owner.clone(), me.id)];
    if color == Color::Black {
        players.swap(0, 1);
    }
    let kept = crate::club::kept::KeptGame {
        file: served.table.save.clone(),
        made_by: color,
        sides: players
            .clone()
            .map(|(owner, member)| Some((member, owner.0))),
        casual: !offer.rated,
    };
    super::kept::keep(desk, &kept);
    lounge.matched(Match { table, players });
    lounge.tell(
        seek.by,
        Notice::Accepted {
            by: me.name.clone(),
            table,
        },
    );
    Ok(table)
}

/// The member withdraws their seek `id`; what to tell them.
pub(super) fn withdraw(member: &Member<'_>, id: crate::club::SeekId) -> String {
    let (desk, me) = match club(member) {
        Ok(club) => club,
        Err(note) => return note,
    };
    match desk.club().withdraw_seek(id, me.id) {
        Ok(true) => member.lang.get("seek-withdrawn"),
        Ok(false) => refused(member, &SeekRefused::Gone),
        Err(e) => failed(member, &e),
    }
}

/// The member declines the challenge `id`; what to tell them (its maker is told too).
pub(super) fn decline(member: &Member<'_>, id: crate::club::SeekId) -> String {
    let (desk, me) = match club(member) {
        Ok(club) => club,
        Err(note) => return note,
    };
    match desk.club().decline_seek(id, me.id) {
        Ok(Some(seek)) => {
            let lounge = &member.settings.lounge;
            lounge.tell(
                seek.by,
                Notice::Declined {
                    by: me.name.clone(),
                },
            );
            say!(
                member.lang,
                "seek-you-declined",
                name = shown(&seek.by_name)
            )
        }
        Ok(None) => refused(member, &SeekRefused::Gone),
        Err(e) => failed(member, &e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::club::{Club, Pool};
    use crate::room::Tables;
    use crate::rules::{GameType, Opening};
    use crate::serve::invite::Invites;
    use crate::serve::lobby::Settings;
    use crate::serve::served::Seating;

    fn offer(rated: bool, color: SeekColor) -> NewSeek {
        NewSeek {
            game_type: GameType::MLP,
            clock: "5+3".parse().ok(),
            rated,
            color,
            opening: Opening::Rulebook,
            to: None,
        }
    }

    /// Two members of a club, ann and bob (keys `SHA256:a` and `SHA256:b`), whose lounge
    /// lets each play `running` games at once.
    struct Two {
        desk: Desk,
        settings: Settings,
        seating: Seating,
        keys: [Owner; 2],
        ann: crate::club::Member,
        bob: crate::club::Member,
    }

    impl Two {
        fn new(dir: &std::path::Path, running: usize) -> Two {
            let desk = Desk::new(Club::open(dir).unwrap(), false, 3);
            let mut settings = Settings::for_tests(dir, &desk);
            settings.lounge = super::super::lounge::Lounge::new(1, running);
            let (ann, bob) = (
                desk.listed("SHA256:a", "ann").unwrap(),
                desk.listed("SHA256:b", "bob").unwrap(),
            );
            Two {
                desk,
                settings,
                seating: Seating::new(Tables::new(10), Invites::new()),
                keys: [Owner("SHA256:a".into()), Owner("SHA256:b".into())],
                ann,
                bob,
            }
        }

        /// Ann (0) or Bob (1) in the lobby.
        fn member(&self, which: usize) -> Member<'_> {
            Member {
                owner: &self.keys[which],
                name: "",
                seating: &self.seating,
                settings: &self.settings,
                lang: crate::lang::Lang::english(),
                club: Some((&self.desk, [&self.ann, &self.bob][which])),
            }
        }

        /// `member` here, for the seeks page, while the result lives.
        fn here<'a>(&'a self, member: &Member<'a>) -> Option<Presence<'a>> {
            arrive(&self.settings.lounge, member.club, member.owner)
        }
    }

    #[test]
    fn an_accepted_seek_seats_both_members_and_the_caps_refuse_with_a_sentence() {
        let dir = tempfile::tempdir().unwrap();
        let two = Two::new(dir.path(), 1);
        let (desk, seating, ann, bob) = (&two.desk, &two.seating, &two.ann, &two.bob);
        let (a, b) = (two.member(0), two.member(1));
        let _here = (two.here(&a), two.here(&b));
        assert_eq!(
            make(&a, &offer(false, SeekColor::Black)),
            "Your seek is open: whoever accepts it first plays you."
        );
        assert_eq!(
            make(&a, &offer(true, SeekColor::White)),
            "You have an open seek, as many as one member may: withdraw it first."
        );
        let id = seen(&b).seeks[0].id;
        assert_eq!(
            accept(&a, id),
            Err("That seek is your own: someone else must accept it.".into())
        );
        let table = accept(&b, id).unwrap();
        // Ann plays Black, as she asked; each finds the game in their list at their side.
        assert_eq!(desk.sides(table), [Some(bob.id), Some(ann.id)]);
        assert_eq!(a.rows()[0].seat, Seat::Player(Color::Black));
        assert_eq!(b.rows()[0].seat, Seat::Player(Color::White));
        assert!(matches!(
            seat_of(&b, table),
            Some((_, Seat::Player(Color::White)))
        ));
        assert_eq!(
            seating.tables().get(table).unwrap().room.names(),
            ["bob", "ann"]
        );
        assert_eq!(
            news(&a, ann.id, None),
            [(
                "bob accepted your seek: the game is at the top of your list (Enter to play)."
                    .to_string(),
                true
            )]
        );
        // One game each is their cap here: neither may start another.
        let refused = "You are playing a game, as many as one member may: finish it first.";
        assert_eq!(make(&b, &offer(true, SeekColor::Random)), refused);
        assert_eq!(
            b.create(GameType::MLP, Color::White, None),
            Err(refused.to_string())
        );
        // Casual: kept, no rating moved.
        let room = &seating.tables().get(table).unwrap().room;
        let white = room.join(Seat::Player(Color::White), || {}).unwrap();
        white.propose(crate::room::Proposal::Resign);
        let kept = desk
            .record(table, Pool::Blitz, Some(Color::Black), (None, [true, true]))
            .unwrap();
        assert_eq!(kept, None, "a casual game told ratings");
        let rows = desk.club().members().unwrap();
        assert!(rows.iter().all(|r| r.games == 1), "not kept: {rows:?}");
    }

    #[test]
    fn a_game_under_way_between_members_is_not_closed_by_its_maker() {
        // A tester closed a rated game they were losing: no result, no rating moved.
        let dir = tempfile::tempdir().unwrap();
        let two = Two::new(dir.path(), 1);
        let seating = &two.seating;
        let (a, b) = (two.member(0), two.member(1));
        let _here = (two.here(&a), two.here(&b));
        make(&a, &offer(true, SeekColor::White));
        let table = accept(&b, seen(&b).seeks[0].id).unwrap();
        let room = seating.tables().get(table).unwrap().room.clone();
        let white = room.join(Seat::Player(Color::White), || {}).unwrap();
        let first = crate::rules::parse_move(white.game.position(), "wS1").unwrap();
        white.propose(crate::room::Proposal::Play(first));
        let refused = a.close(table);
        assert!(
            refused.starts_with("A game under way between members"),
            "{refused}"
        );
        assert!(seating.tables().get(table).is_some(), "closed all the same");
        // Over, it is the maker's to close.
        white.propose(crate::room::Proposal::Resign);
        assert!(a.close(table).starts_with("Closed"), "not closed once over");
        assert!(seating.tables().get(table).is_none());
    }

    #[test]
    fn the_plain_note_of_an_accepted_seek_gives_the_games_number_in_the_list() {
        // A tester was told "game 1 of your list" when a game waiting for their move came
        // first, and `play 1` sat them at that other game.
        let dir = tempfile::tempdir().unwrap();
        let two = Two::new(dir.path(), 20);
        let ann = &two.ann;
        let (a, b) = (two.member(0), two.member(1));
        let _here = (two.here(&a), two.here(&b));
        // A game of her own where she is to move: listed first.
        a.create(GameType::MLP, Color::White, None).unwrap();
        make(&a, &offer(false, SeekColor::Black));
        let table = accept(&b, seen(&b).seeks[0].id).unwrap();
        assert_eq!(a.rows()[1].id, table);
        let told = news(&a, ann.id, Some(("play", "seeks")));
        assert_eq!(
            told[0].0,
            "bob accepted your seek: it is game 2 of your list (play 2 plays it)."
        );
    }

    #[test]
    fn plain_accept_n_acts_only_on_the_seek_n_named_when_the_member_listed_them() {
        // A tester listed two seeks, the first was withdrawn, and `accept 1` took the
        // other one, which they had not chosen.
        let dir = tempfile::tempdir().unwrap();
        let mut two = Two::new(dir.path(), 20);
        two.settings.lounge = super::super::lounge::Lounge::new(2, 20);
        let (a, b) = (two.member(0), two.member(1));
        let _here = (two.here(&a), two.here(&b));
        make(&a, &offer(false, SeekColor::White));
        make(&a, &offer(false, SeekColor::Black));
        let lang = crate::lang::Lang::english();
        let mut shown = None;
        let mut typed =
            |line: &str| super::super::plain_seeks::command(&lang, &b, line, &mut shown).unwrap();
        let Err(listed) = typed("seeks") else {
            panic!("seeks did something");
        };
        assert!(
            listed
                .iter()
                .any(|l| l.contains("1. ann") && l.contains("plays White"))
        );
        let first = seen(&b).seeks[0].id;
        assert!(withdraw(&a, first).starts_with("Your seek is withdrawn"));
        // Seek 1 is now the one that was 2: nothing is done, the list is said again.
        let Err(said) = typed("accept 1") else {
            panic!("accepted a seek the member was not told of as 1");
        };
        assert!(
            said[0].starts_with("The seeks are not as you last saw them"),
            "{said:?}"
        );
        assert!(
            said.iter()
                .any(|l| l.starts_with("1. ann") && l.contains("plays Black")),
            "{said:?}"
        );
        assert!(b.rows().is_empty(), "a game was made");
        // Told of it now, the member's accept 1 is that seek.
        assert_eq!(typed("accept 1"), Ok("play 1".into()));
        assert_eq!(b.rows().len(), 1);
    }

    #[test]
    fn plain_accept_n_before_any_list_says_the_list_first() {
        let dir = tempfile::tempdir().unwrap();
        let two = Two::new(dir.path(), 20);
        let (a, b) = (two.member(0), two.member(1));
        let _here = (two.here(&a), two.here(&b));
        make(&a, &offer(false, SeekColor::White));
        let lang = crate::lang::Lang::english();
        let mut shown = None;
        let said = super::super::plain_seeks::command(&lang, &b, "accept 1", &mut shown);
        let Some(Err(said)) = said else {
            panic!("accepted a seek never listed: {said:?}");
        };
        assert!(said.iter().any(|l| l.starts_with("1. ann")), "{said:?}");
        assert!(b.rows().is_empty());
        // A number beyond the list is no seek, whatever was listed.
        let said = super::super::plain_seeks::command(&lang, &b, "accept 5", &mut shown);
        assert_eq!(
            said,
            Some(Err(vec!["There is no seek 5: seeks lists them.".into()]))
        );
    }
}
