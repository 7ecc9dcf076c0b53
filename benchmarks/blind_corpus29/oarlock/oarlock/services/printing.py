import subprocess
import tempfile

PRINTERS = {"boathouse": "HP_Boathouse", "office": "Brother_Office"}


def print_outing_sheet(boat, printer):
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as fh:
        fh.write("Outing sheet for %s\n" % boat)
        sheet = fh.name
    queue = PRINTERS.get(printer, "HP_Boathouse")
    subprocess.run(["lp", "-d", queue, "-t", boat, sheet], check=False)
    subprocess.call("lpstat -o %s | tail -n 1 > /dev/null" % boat, shell=True)
