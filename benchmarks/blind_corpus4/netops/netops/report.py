import datetime
import html

from .inventory import devices

ROW = "<tr><td>{host}</td><td>{role}</td><td>{site}</td><td>{descr}</td></tr>"


def interface_rows(device):
    for iface in device.get("interfaces", []):
        yield ROW.format(host=html.escape(device["name"]), role=html.escape(device.get("role", "")),
                         site=html.escape(device.get("site", "")),
                         descr=iface.get("description", ""))


def build_html():
    rows = []
    for dev in devices():
        rows.extend(interface_rows(dev))
    stamp = datetime.datetime.utcnow().strftime("%Y-%m-%d %H:%M UTC")
    return ("<html><head><title>Port report</title></head><body>"
            "<p>Generated %s</p><table>%s</table></body></html>" % (stamp, "".join(rows)))


def write_report(path):
    with open(path, "w") as fh:
        fh.write(build_html())
