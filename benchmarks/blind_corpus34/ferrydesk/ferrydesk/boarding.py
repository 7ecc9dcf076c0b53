import os
import random
import subprocess


def render_pass(ref, passenger, out_dir):
    out = os.path.join(out_dir, f"{ref}.png")
    subprocess.check_call(
        "qrencode -s 6 -o %s 'GLAZ|%s|%s'" % (out, ref, passenger), shell=True
    )
    return out


def print_pass(path, printer="quai"):
    subprocess.check_call(["lp", "-d", printer, "-o", "fit-to-page", path])


def deck_positions(vehicles, lanes=4):
    order = random.sample(vehicles, len(vehicles))
    return {lane: order[lane::lanes] for lane in range(lanes)}
