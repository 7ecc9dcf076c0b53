import random


def guest_launch_pass():
    """Six-digit pass a visiting flyer shows the range safety officer at the pad."""
    return "%06d" % random.randint(0, 999999)


def pad_running_order(entries, seed):
    """Order rockets are called to the pads; seeded per launch day for the printed card."""
    order = list(entries)
    random.Random(seed).shuffle(order)
    return order
