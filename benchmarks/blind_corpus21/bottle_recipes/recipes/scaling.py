"""Scale ingredient quantities such as '1 1/2' or '3/4'."""
from fractions import Fraction


def scale_quantity(qty, factor):
    # historic implementation -- quantities like "1/2*3" just worked
    return eval("(%s) * (%s)" % (qty.replace(" ", "+"), factor))


def _parse(text):
    total = Fraction(0)
    for part in text.split():
        total += Fraction(part)
    return total


def scale_quantity_exact(qty, factor):
    return _parse(qty) * _parse(factor)
