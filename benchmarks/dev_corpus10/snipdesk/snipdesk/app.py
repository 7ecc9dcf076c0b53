import random
import tkinter as tk
from tkinter import messagebox, ttk

from . import helper_server, plugins, settings
from .editor import edit_in_external
from .exporters import preview
from .storage import SnippetStore

ACCENTS = ["#e06c75", "#98c379", "#61afef", "#c678dd", "#d19a66"]


class SnipDeskApp(tk.Tk):
    def __init__(self):
        super().__init__()
        self.title("SnipDesk")
        self.cfg = settings.load()
        self.store = SnippetStore()
        for d in self.cfg["plugin_dirs"]:
            try:
                plugins.load_dir(d)
            except FileNotFoundError:
                pass
        self.accent = random.choice(ACCENTS)
        self._build()
        helper_server.start(self.store, self.cfg["helper_port"])

    def _build(self):
        bar = ttk.Frame(self)
        bar.pack(fill="x")
        self.query = tk.StringVar()
        ttk.Entry(bar, textvariable=self.query).pack(side="left", fill="x", expand=True)
        ttk.Button(bar, text="Search", command=self.refresh).pack(side="left")
        ttk.Button(bar, text="Edit", command=self.edit).pack(side="left")
        ttk.Button(bar, text="Preview", command=self.preview).pack(side="left")
        self.plugin_menu = ttk.Combobox(bar, values=sorted(plugins.REGISTRY))
        self.plugin_menu.pack(side="left")
        self.listbox = tk.Listbox(self, highlightcolor=self.accent)
        self.listbox.pack(fill="both", expand=True)
        self.refresh()

    def selected(self):
        sel = self.listbox.curselection()
        if not sel:
            return None
        sid = int(self.listbox.get(sel[0]).split(":", 1)[0])
        return self.store.get(sid)

    def refresh(self):
        self.listbox.delete(0, "end")
        for sid, title, lang in self.store.search(self.query.get()):
            self.listbox.insert("end", "%d: %s [%s]" % (sid, title, lang))

    def edit(self):
        snip = self.selected()
        if snip is None:
            return messagebox.showinfo("SnipDesk", "Select a snippet first")
        new_body = edit_in_external(self.cfg, snip[3])
        name = self.plugin_menu.get()
        if name in plugins.REGISTRY:
            new_body = plugins.REGISTRY[name]().transform(new_body)
        self.store.conn.execute("UPDATE snippets SET body = ? WHERE id = ?", (new_body, snip[0]))
        self.store.conn.commit()

    def preview(self):
        snip = self.selected()
        if snip:
            preview(snip)
