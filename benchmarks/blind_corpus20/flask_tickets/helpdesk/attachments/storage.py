import os

from werkzeug.utils import secure_filename


class AttachmentStore(object):
    def __init__(self, root):
        self.root = os.path.realpath(root)

    def _ticket_dir(self, ticket_id):
        return os.path.join(self.root, str(int(ticket_id)))

    def open_raw(self, ticket_id, filename):
        path = os.path.join(self._ticket_dir(ticket_id), filename)
        return open(path, "rb")

    def resolve(self, ticket_id, filename):
        candidate = os.path.realpath(os.path.join(self._ticket_dir(ticket_id), filename))
        if os.path.commonpath([candidate, self.root]) != self.root:
            raise ValueError("attachment outside store")
        return candidate

    def save(self, ticket_id, upload):
        name = secure_filename(upload.filename) or "attachment.bin"
        folder = self._ticket_dir(ticket_id)
        os.makedirs(folder, exist_ok=True)
        upload.save(os.path.join(folder, name))
        return name
