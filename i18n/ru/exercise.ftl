### Вопросы, пока на доске урок или задача.

exercise-ask-quit = Закончить уроки и задачи?
exercise-ask-quit-kept = Пройденное сохранится.
exercise-ask-quit-keys = y — закончить, любая другая — остаться.
