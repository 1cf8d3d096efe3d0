### Preguntas mientras hay una lección o un problema en el tablero.

exercise-ask-quit = ¿Dejar las lecciones y los problemas?
exercise-ask-quit-kept = Lo que hiciste se guarda.
exercise-ask-quit-keys = y sale, otra tecla se queda.
