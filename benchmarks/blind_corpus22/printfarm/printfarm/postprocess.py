def _cooldown(gcode, minutes=10):
    return gcode + "\nM104 S0\nG4 S%d\n" % (int(minutes) * 60)


def _park(gcode):
    return gcode + "\nG28 X Y\n"


STEPS = {"cooldown": _cooldown, "park": _park}


def apply_named(gcode, step_names):
    for name in step_names:
        gcode = STEPS[name](gcode) if name in STEPS else gcode
    return gcode


def apply_expression(gcode, expression):
    # power users can post "gcode.replace('M106', 'M106 S128')"
    return eval(expression, {"gcode": gcode})
