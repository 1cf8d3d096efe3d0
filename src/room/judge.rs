//! The room's judge ([`Judge`]): rules on each proposal by the seat it comes from and the
//! game's rules, and keeps the draw offers. Where the seats are people at different
//! screens, it takes nothing back and lets a draw be offered once a move; where they are
//! all at one screen, it allows what a game at one terminal allows. It changes no game and saves nothing: the
//! [`News`] it gives is the change, which a server's room applies and saves before telling
//! any screen, and which a local game's screen, whose room it is, applies at once. So a
//! move at one terminal and a move over SSH are judged by the same code.

use crate::rules::{Color, Game};

use super::protocol::{News, Proposal, Refusal, Seat};

/// The rulings of one game's room, and the draw offer that stands in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judge {
    /// The side whose draw offer stands.
    offer: Option<Color>,
    /// How many plies the game had when each side (White first) last offered a draw.
    offered_at: [Option<usize>; 2],
    /// One offer a move, so that a declined offer is not made to another person again and
    /// again (a room of seats at different screens).
    once_a_move: bool,
}

impl Judge {
    /// The judge of a room whose seats are at different screens, people who may not
    /// pester each other: a side offers a draw at most once a move.
    pub fn between_people() -> Judge {
        Judge {
            offer: None,
            offered_at: [None; 2],
            once_a_move: true,
        }
    }

    /// The judge of a room whose seats are all at one screen (two people taking turns at
    /// it, or one against the computer): what a game at one terminal allows, a draw
    /// offered again after a no among it.
    pub fn at_one_screen() -> Judge {
        Judge {
            once_a_move: false,
            ..Judge::between_people()
        }
    }

    /// Rules on `proposal` from `seat` in `game` (`over`: the game has ended, on the
    /// board or off it: on time, left by a player): the news of what it changes, or why
    /// not. A draw offer or a declined one changes only the judge; a move, a resignation
    /// and an agreed draw change the game, which the caller applies ([`Judge::apply`]).
    ///
    /// A flag, a claim of the win and talk are the room's, not the judge's (its clock, who
    /// is here, the table): a flag is refused as not fallen, a claim as not taken.
    pub fn rule(
        &mut self,
        game: &Game,
        seat: Seat,
        proposal: &Proposal,
        over: bool,
    ) -> Result<News, Refusal> {
        let Seat::Player(me) = seat else {
            return Err(Refusal::Watching);
        };
        // Taking back is the one thing done to a game that is over (at one screen).
        if over && !matches!(proposal, Proposal::TakeBack(_)) {
            return Err(Refusal::Over);
        }
        match *proposal {
            Proposal::Play(mv) => {
                if game.position().to_move() != me {
                    return Err(Refusal::NotYourTurn);
                }
                game.position().check(mv).map_err(Refusal::Illegal)?;
                // A move answers a standing offer: it lapses.
                self.offer = None;
                Ok(News::Played(mv))
            }
            Proposal::Resign => Ok(News::Resigned(me)),
            Proposal::OfferDraw => {
                if self.offer == Some(me) {
                    return Err(Refusal::OfferStands);
                }
                let plies = game.moves().len();
                if self.once_a_move && self.offered_at[me.index()] == Some(plies) {
                    return Err(Refusal::OfferedThisMove);
                }
                self.offered_at[me.index()] = Some(plies);
                self.offer = Some(me);
                Ok(News::DrawOffered(me))
            }
            Proposal::AnswerDraw(yes) => {
                if self.offer != Some(me.opponent()) {
                    return Err(Refusal::NoOffer);
                }
                self.offer = None;
                Ok(match yes {
                    true => News::Drawn(me),
                    false => News::DrawDeclined(me),
                })
            }
            Proposal::TakeBack(to) => self.take_back(game, to),
            Proposal::FlagFell => Err(Refusal::ClockNotOut),
            Proposal::ClaimWin => Err(Refusal::NoClaims),
            // Talk is told before any game action is looked at (the room's table).
            Proposal::Say(_) => Err(Refusal::Watching),
        }
    }

    /// A take-back to `to` plies: at one screen, of moves the game has or (at the ply it
    /// stands at) of a resignation or agreed draw; never between people.
    fn take_back(&mut self, game: &Game, to: usize) -> Result<News, Refusal> {
        if self.once_a_move {
            return Err(Refusal::NoTakeBacks);
        }
        let plies = game.moves().len();
        if to > plies || (to == plies && !game.ended_by_word()) {
            return Err(Refusal::NothingToTakeBack);
        }
        self.offer = None;
        Ok(News::TakenBack(to))
    }

    /// Applies to `game` what `news` says changed it (a move, a resignation, an agreed
    /// draw, a take-back); other news leaves it as it is. Refused only by news the judge
    /// did not give.
    pub fn apply(game: &mut Game, news: &News) -> Result<(), crate::rules::Illegal> {
        match *news {
            News::Played(mv) => game.play(mv),
            News::Resigned(side) => game.resign(side),
            News::Drawn(_) => game.agree_draw(),
            News::TakenBack(to) => {
                if !game.withdraw_ending() {
                    while game.moves().len() > to && game.undo().is_some() {}
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// The side whose draw offer stands, if one does.
    pub fn offer(&self) -> Option<Color> {
        self.offer
    }

    /// The offer that stands lapses (the game ended another way).
    pub fn withdraw_offer(&mut self) {
        self.offer = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{GameType, Illegal, Move};

    const WHITE: Seat = Seat::Player(Color::White);
    const BLACK: Seat = Seat::Player(Color::Black);

    fn opening() -> (Game, Move) {
        let game = Game::new(GameType::BASE);
        let mv = game.position().legal_moves()[0];
        (game, mv)
    }

    #[test]
    fn a_move_is_taken_from_the_side_to_move_only_and_only_when_legal() {
        let (game, mv) = opening();
        let mut judge = Judge::between_people();
        assert_eq!(
            judge.rule(&game, BLACK, &Proposal::Play(mv), false),
            Err(Refusal::NotYourTurn)
        );
        assert_eq!(
            judge.rule(&game, Seat::Watcher, &Proposal::Play(mv), false),
            Err(Refusal::Watching)
        );
        assert_eq!(
            judge.rule(&game, WHITE, &Proposal::Play(Move::Pass), false),
            Err(Refusal::Illegal(
                game.position().check(Move::Pass).unwrap_err()
            ))
        );
        assert_eq!(
            judge.rule(&game, WHITE, &Proposal::Play(mv), true),
            Err(Refusal::Over)
        );
        assert_eq!(
            judge.rule(&game, WHITE, &Proposal::Play(mv), false),
            Ok(News::Played(mv))
        );
    }

    #[test]
    fn the_judge_changes_no_game_its_news_does() {
        let (mut game, mv) = opening();
        let mut judge = Judge::between_people();
        let news = judge
            .rule(&game, WHITE, &Proposal::Play(mv), false)
            .unwrap();
        assert_eq!(game.moves().len(), 0);
        Judge::apply(&mut game, &news).unwrap();
        assert_eq!(game.moves().collect::<Vec<_>>(), vec![mv]);
        let news = judge.rule(&game, BLACK, &Proposal::Resign, false).unwrap();
        assert_eq!(news, News::Resigned(Color::Black));
        assert!(!game.outcome().is_over());
        Judge::apply(&mut game, &news).unwrap();
        assert!(game.outcome().is_over());
        // News the judge would not give after the end is refused by the rules.
        assert_eq!(
            Judge::apply(&mut game, &News::Drawn(Color::White)),
            Err(Illegal::GameOver)
        );
    }

    #[test]
    fn one_draw_offer_a_move_answered_by_the_other_side_only() {
        let (mut game, mv) = opening();
        let mut judge = Judge::between_people();
        assert_eq!(
            judge.rule(&game, WHITE, &Proposal::AnswerDraw(true), false),
            Err(Refusal::NoOffer)
        );
        assert_eq!(
            judge.rule(&game, WHITE, &Proposal::OfferDraw, false),
            Ok(News::DrawOffered(Color::White))
        );
        assert_eq!(judge.offer(), Some(Color::White));
        assert_eq!(
            judge.rule(&game, WHITE, &Proposal::OfferDraw, false),
            Err(Refusal::OfferStands)
        );
        // The offerer cannot answer their own offer.
        assert_eq!(
            judge.rule(&game, WHITE, &Proposal::AnswerDraw(true), false),
            Err(Refusal::NoOffer)
        );
        assert_eq!(
            judge.rule(&game, BLACK, &Proposal::AnswerDraw(false), false),
            Ok(News::DrawDeclined(Color::Black))
        );
        assert_eq!(judge.offer(), None);
        // Declined: not again this move; again after the next move.
        assert_eq!(
            judge.rule(&game, WHITE, &Proposal::OfferDraw, false),
            Err(Refusal::OfferedThisMove)
        );
        let news = judge
            .rule(&game, WHITE, &Proposal::Play(mv), false)
            .unwrap();
        Judge::apply(&mut game, &news).unwrap();
        assert_eq!(
            judge.rule(&game, WHITE, &Proposal::OfferDraw, false),
            Ok(News::DrawOffered(Color::White))
        );
        // A move by the other side lets the offer lapse.
        let reply = game.position().legal_moves()[0];
        assert_eq!(
            judge.rule(&game, BLACK, &Proposal::Play(reply), false),
            Ok(News::Played(reply))
        );
        assert_eq!(judge.offer(), None);
        assert_eq!(
            judge.rule(&game, BLACK, &Proposal::AnswerDraw(true), false),
            Err(Refusal::NoOffer)
        );
    }

    #[test]
    fn at_one_screen_a_draw_may_be_offered_again_after_a_no() {
        let (game, _) = opening();
        let mut judge = Judge::at_one_screen();
        for _ in 0..3 {
            assert_eq!(
                judge.rule(&game, WHITE, &Proposal::OfferDraw, false),
                Ok(News::DrawOffered(Color::White))
            );
            assert_eq!(
                judge.rule(&game, WHITE, &Proposal::OfferDraw, false),
                Err(Refusal::OfferStands)
            );
            assert_eq!(
                judge.rule(&game, BLACK, &Proposal::AnswerDraw(false), false),
                Ok(News::DrawDeclined(Color::Black))
            );
        }
    }

    #[test]
    fn moves_are_taken_back_at_one_screen_only_and_only_moves_played() {
        let (mut game, mv) = opening();
        game.play(mv).unwrap();
        let mut between = Judge::between_people();
        assert_eq!(
            between.rule(&game, WHITE, &Proposal::TakeBack(0), false),
            Err(Refusal::NoTakeBacks)
        );
        let mut local = Judge::at_one_screen();
        assert_eq!(
            local.rule(&game, BLACK, &Proposal::TakeBack(2), false),
            Err(Refusal::NothingToTakeBack)
        );
        // No ending to lift at the ply the game stands at.
        assert_eq!(
            local.rule(&game, BLACK, &Proposal::TakeBack(1), false),
            Err(Refusal::NothingToTakeBack)
        );
        game.resign(Color::Black).unwrap();
        // Over, and still taken back: first the resignation, then the move.
        let news = local.rule(&game, BLACK, &Proposal::TakeBack(1), true);
        assert_eq!(news, Ok(News::TakenBack(1)));
        Judge::apply(&mut game, &news.unwrap()).unwrap();
        assert_eq!((game.ending(), game.moves().len()), (None, 1));
        let news = local
            .rule(&game, BLACK, &Proposal::TakeBack(0), false)
            .unwrap();
        Judge::apply(&mut game, &news).unwrap();
        assert_eq!(game.moves().len(), 0);
    }

    #[test]
    fn flags_claims_and_talk_are_the_rooms_not_the_judges() {
        let (game, _) = opening();
        let mut judge = Judge::between_people();
        assert_eq!(
            judge.rule(&game, WHITE, &Proposal::FlagFell, false),
            Err(Refusal::ClockNotOut)
        );
        assert_eq!(
            judge.rule(&game, WHITE, &Proposal::ClaimWin, false),
            Err(Refusal::NoClaims)
        );
    }
}
