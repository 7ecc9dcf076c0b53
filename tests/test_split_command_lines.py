"""A command line split at whitespace (`os.getenv("EDITOR").split()`) names its program, like shlex.split's.

`editor + [path]` run without a shell: the program is the operator's editor, the path one argument to it, never
parsed by a shell, whoever typed the title it is built from. The same split of text an attacker wrote names the
attacker's program (a peer's message here; what the operator types at a prompt is the operator's own choice of
program, as their environment is).
"""

from __future__ import annotations

from tests.builtin_support import MemoryView, raised

EDITOR = """
    import os
    import subprocess


    def edit(title):
        path = os.path.join("posts", title + ".rst")
        editor = os.getenv("EDITOR", "vi").split()
        subprocess.call(editor + [path])


    def convert(options):
        command = ("convert " + options).split()
        subprocess.call(command + ["out.png"])


    def main():
        edit(input("Title: "))


    def on_message(sock):
        convert(sock.recv(1024).decode())


    if __name__ == "__main__":
        main()
    """


def _taint_lines() -> set[int]:
    view = MemoryView({"tool.py": EDITOR})
    text = view.files["tool.py"].splitlines()
    return {text[f.primary.start_line - 1].strip() for f in raised(view, "taint") if f.category == "command-injection"}


def test_the_operators_editor_split_from_the_environment_is_the_program_and_the_typed_title_an_argument():
    assert "subprocess.call(editor + [path])" not in _taint_lines()


def test_text_typed_into_a_command_line_split_at_whitespace_names_the_program():
    assert "subprocess.call(command + [\"out.png\"])" in _taint_lines()
