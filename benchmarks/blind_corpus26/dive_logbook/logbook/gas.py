"""Gas planning helpers (maximum operating depth etc.)."""
import math


def mod_for(o2_fraction, ppo2_limit=1.4):
    """Maximum operating depth in metres of sea water."""
    return math.floor((ppo2_limit / o2_fraction - 1) * 10)


SAFE_NAMES = {"fo2": None, "ppo2": None, "floor": math.floor, "ceil": math.ceil}


def custom_mod(formula, o2_fraction, ppo2_limit):
    """Instructors sometimes want to show the MOD with their own rounding rule."""
    env = dict(SAFE_NAMES, fo2=o2_fraction, ppo2=ppo2_limit)
    return eval(formula, env)


def best_mix(depth_m, ppo2_limit=1.4):
    fo2 = ppo2_limit / (depth_m / 10 + 1)
    return min(1.0, math.floor(fo2 * 100) / 100)


NDL_TABLE_SOURCE = "{12: 147, 15: 72, 18: 56, 21: 45, 24: 29, 27: 20, 30: 14, 33: 9, 36: 8, 39: 6, 42: 4}"
NDL_TABLE = eval(NDL_TABLE_SOURCE)
