class Plugin:
    name = "base"
    label = "Base plugin"

    def transform(self, text):
        raise NotImplementedError

    def __repr__(self):
        return "<Plugin %s>" % self.name
