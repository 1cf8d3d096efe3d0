### Preguntas mientras hay una lección o un problema en el tablero.

exercise-ask-quit = ¿Salir de hive? Las lecciones y los problemas que hiciste se guardan.
