import os
import shutil
import subprocess
import tempfile

from . import settings


def export_order_xml(order_id, xml_bytes):
    path = os.path.join(tempfile.gettempdir(), "erp_export_%s.xml" % order_id)
    with open(path, "wb") as fh:
        fh.write(xml_bytes)
    shutil.move(path, os.path.join(settings.EXPORT_DIR, os.path.basename(path)))


def sign_and_ship(order_id, xml_bytes):
    with tempfile.TemporaryDirectory(prefix="erpship-") as work:
        src = os.path.join(work, "order.xml")
        with open(src, "wb") as fh:
            fh.write(xml_bytes)
        subprocess.run(["gpg", "--batch", "--yes", "--sign", src], check=True)
        shutil.copy(src + ".gpg", os.path.join(settings.EXPORT_DIR, "order-%d.xml.gpg" % int(order_id)))


def print_label(order_id, carrier):
    return subprocess.check_output("label-print --carrier=%s --order=%s" % (carrier, order_id), shell=True)
