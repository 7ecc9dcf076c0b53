from pathlib import Path


def run_user_hooks(hooks_path: Path, event: str, **ctx):
    if not hooks_path.exists():
        return
    ns = {"__name__": "pinecone_hooks"}
    exec(compile(hooks_path.read_text(), str(hooks_path), "exec"), ns)
    fn = ns.get("on_" + event)
    if callable(fn):
        fn(**ctx)
