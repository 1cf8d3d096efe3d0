### The bugs and the sides, as the rulebook names them. Other languages give a name its
### grammatical cases as attributes (.gen, .dat, .acc, .ins, .loc) or its article (.def,
### .indef):
### a sentence that names a bug or a side uses the form it needs ($bug_acc, $side_gen).

-queen = Queen
-spider = Spider
-beetle = Beetle
-grasshopper = Grasshopper
-ant = Ant
-mosquito = Mosquito
-ladybug = Ladybug
-pillbug = Pillbug

bug-queen = { -queen }
    .indef = a { -queen }
bug-spider = { -spider }
    .indef = a { -spider }
bug-beetle = { -beetle }
    .indef = a { -beetle }
bug-grasshopper = { -grasshopper }
    .indef = a { -grasshopper }
bug-ant = { -ant }
    .indef = an { -ant }
bug-mosquito = { -mosquito }
    .indef = a { -mosquito }
bug-ladybug = { -ladybug }
    .indef = a { -ladybug }
bug-pillbug = { -pillbug }
    .indef = a { -pillbug }

side-white = White
side-black = Black

## A list of names: "Queen, Spider and Ant".
list-two = { $first } and { $last }
list-more = { $first }, { $last }
list-empty = nothing

## How each bug moves, in one line: the first line of its rules page.
moves-queen = { -queen }: one slide to a neighbouring cell.
moves-spider = { -spider }: exactly three slides around the hive, never back.
moves-beetle = { -beetle }: one step any way, and may climb onto the hive.
moves-grasshopper = { -grasshopper }: jumps in a straight line over pieces to the first gap.
moves-ant = { -ant }: slides any distance around the outside of the hive.
moves-mosquito = { -mosquito }: moves like any bug it touches; on top, like a { -beetle }.
moves-ladybug = { -ladybug }: two steps over the top of the hive, then one down.
moves-pillbug = { -pillbug }: one slide, or throws a neighbour over itself.
