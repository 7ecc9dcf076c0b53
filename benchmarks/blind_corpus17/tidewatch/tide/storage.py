import os


class Store:
    def __init__(self, root):
        self.root = root

    def rrd_path(self, station):
        return os.path.join(self.root, "rrd", "%s.rrd" % station)

    def stations_matching(self, text):
        names = sorted(n[:-4] for n in os.listdir(os.path.join(self.root, "rrd")) if n.endswith(".rrd"))
        return [n for n in names if text.lower() in n.lower()]
