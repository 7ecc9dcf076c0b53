"""`sumpcat calc`: quick arithmetic for the secretary (rope lengths, pitch totals)."""
import math


def evaluate(expression):
    return eval(expression, {"__builtins__": {}}, vars(math))
