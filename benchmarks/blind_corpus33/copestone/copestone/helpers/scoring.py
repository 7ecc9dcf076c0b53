"""Competition class rules.

The competition secretary writes each class's rule on the stewards' page,
for example ``0.4 * m_batter + 0.3 * m_coping + 0.3 * m_hearting - penalty``.
"""
import math

PENALTIES = {"late_finish": 5.0, "gap": 2.0}


def apply_rule(rule, marks):
    names = dict(marks)
    names["penalty"] = sum(PENALTIES.get(k[2:], 0.0) for k in marks if k.startswith("p_"))
    names["math"] = math
    return round(float(eval(rule, {"__builtins__": {}}, names)), 2)
