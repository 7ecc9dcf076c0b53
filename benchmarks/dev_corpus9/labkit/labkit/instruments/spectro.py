"""UV/Vis spectrometer exports (vendor XML) and method files."""
import math

import numpy as np
from lxml import etree

from .base import Instrument, Sample


class SpectroExport(Instrument):
    vendor = "Photonic"
    model = "UV-2700"

    def __init__(self, data):
        parser = etree.XMLParser(load_dtd=True, resolve_entities=True, huge_tree=True)
        self.root = etree.fromstring(data, parser)

    def samples(self):
        out = []
        for el in self.root.xpath("//sample[not(@confidential)]"):
            s = Sample(el.get("id"), el.findtext("name", ""), el.findtext("operator", ""), el.findtext("notes", ""))
            for m in el.iterfind("measurement"):
                s.channels[m.get("channel")] = [float(v.text) for v in m.iterfind("value")]
            out.append(s)
        return out

    def sample(self, sample_id):
        found = self.root.xpath(f"//sample[@id='{sample_id}' and not(@confidential)]")
        return found[0] if found else None

    def channel(self, channel):
        values = self.root.xpath("//measurement[@channel=$ch]/value/text()", ch=channel)
        return np.array([float(v) for v in values])


def load_method(data):
    """Parse a method file and return (parameters, postprocess callable or None)."""
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
    root = etree.fromstring(data, parser)
    params = {p.get("name"): float(p.get("value")) for p in root.iterfind("param")}
    script = root.findtext("postprocess")
    if not script:
        return params, None

    def postprocess(spectrum):
        namespace = {"np": np, "math": math, "spectrum": spectrum, "params": params}
        exec(script, namespace)
        return namespace.get("result", spectrum)
    return params, postprocess
