import os
import shlex
import subprocess
import tempfile


def print_address_labels(owners, printer):
    for owner in owners:
        label = tempfile.mktemp(suffix=".txt")
        with open(label, "w") as fh:
            fh.write(f"{owner['owner_name']}\n{owner['address']}\n")
        os.system(f"lpr -P {printer} -o media=Custom.89x36mm -T '{owner['owner_name']}' {label}")
        os.unlink(label)


def print_sheet(text, printer):
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as fh:
        fh.write(text)
    subprocess.run(f"lp -d {printer} {shlex.quote(fh.name)}", shell=True, check=True)
    os.unlink(fh.name)
