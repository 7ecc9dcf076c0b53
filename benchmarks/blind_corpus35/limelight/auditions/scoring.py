import ast

from django.conf import settings


def panel_score(audition):
    env = {"voice": audition.voice, "movement": audition.movement, "presence": audition.presence}
    return eval(settings.PANEL_SCORE_FORMULA, {"__builtins__": {}}, env)


def weighted_score(audition, weights_text):
    weights = ast.literal_eval(weights_text)
    return sum(getattr(audition, k) * float(v) for k, v in weights.items()
               if k in {"voice", "movement", "presence"})


def custom_score(audition, expression):
    env = {"voice": audition.voice, "movement": audition.movement, "presence": audition.presence}
    return eval(expression, {}, env)
