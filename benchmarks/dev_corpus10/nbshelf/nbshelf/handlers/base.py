from jupyter_server.base.handlers import APIHandler


class ShelfHandler(APIHandler):
    @property
    def root(self):
        return self.settings["nbshelf_root"]

    @property
    def owner(self):
        return self.current_user.username if self.current_user else "anonymous"
