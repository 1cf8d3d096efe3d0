### Los bichos y los bandos, como los nombra el reglamento. El artículo es un atributo
### (.def): la frase toma la forma que necesita ($bug_def).
### El reglamento no nombra a la Pillbug: «Cochinilla» es como la llaman los jugadores.

-queen = Abeja reina
-spider = Araña
-beetle = Escarabajo
-grasshopper = Saltamontes
-ant = Hormiga
-mosquito = Mosquito
-ladybug = Mariquita
-pillbug = Cochinilla

bug-queen = { -queen }
    .def = la { -queen }
bug-spider = { -spider }
    .def = la { -spider }
bug-beetle = { -beetle }
    .def = el { -beetle }
bug-grasshopper = { -grasshopper }
    .def = el { -grasshopper }
bug-ant = { -ant }
    .def = la { -ant }
bug-mosquito = { -mosquito }
    .def = el { -mosquito }
bug-ladybug = { -ladybug }
    .def = la { -ladybug }
bug-pillbug = { -pillbug }
    .def = la { -pillbug }

side-white = Blancas
    .def = las Blancas
side-black = Negras
    .def = las Negras

list-two = { $first } y { $last }
list-more = { $first }, { $last }
list-empty = nada

moves-queen = { -queen }: un paso a una casilla vecina.
moves-spider = { -spider }: exactamente tres pasos alrededor de la colmena, sin volver atrás.
moves-beetle = { -beetle }: un paso en cualquier dirección; puede subirse a la colmena.
moves-grasshopper = { -grasshopper }: salta en línea recta sobre las piezas hasta el primer hueco.
moves-ant = { -ant }: rodea la colmena por fuera tan lejos como quiera.
moves-mosquito = { -mosquito }: se mueve como cualquier bicho que toque; arriba, como el { -beetle }.
moves-ladybug = { -ladybug }: dos pasos por encima de la colmena y uno hacia abajo.
moves-pillbug = { -pillbug }: un paso, o lanza a una vecina por encima de sí.
