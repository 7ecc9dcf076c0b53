import os
import subprocess
import tempfile

from ..config import settings

ZPL = "^XA^FO40,40^A0N,60,60^FD{bin_id}^FS^XZ\n"


def print_bin_labels(bin_ids: list[str], printer: str) -> bool:
    if printer not in settings.label_printers:
        return False
    with tempfile.NamedTemporaryFile("w", suffix=".zpl", delete=False) as fh:
        fh.writelines(ZPL.format(bin_id=b) for b in bin_ids)
    subprocess.run(["lpr", "-P", printer, "-o", "raw", fh.name], check=True)
    os.unlink(fh.name)
    return True


def print_via_shell(bin_ids: list[str], printer: str) -> int:
    path = os.path.join(tempfile.gettempdir(), f"labels-{bin_ids[0]}.zpl")
    with open(path, "w") as fh:
        fh.writelines(ZPL.format(bin_id=b) for b in bin_ids)
    return os.system(f"lpr -P {printer} -o raw {path}")
