"""A fake `codex` that prints what `codex exec --json` prints (JSONL events), per FAKE_CLI_SCENARIO.

Scenarios: auto (a turn; the answer in the `-o` file, optional fields null as strict mode
sends them), rate_limit (a 429 codex does not retry), usage_limit, server_error, auth,
unknown_model, dropped (the stream disconnects after the turn started), reconnect (a transient
notice, then success), truncated (the stream cut off), invalid_json (the last message is not
JSON), bad_flag, unreachable (no connection, ever), hang (after the turn started) and hang_before
(before it).
"""

from __future__ import annotations

import json
import sys
import uuid

from common import SCENARIO, hang, log_call, turn_for

USAGE = {"input_tokens": 24763, "cached_input_tokens": 24448, "output_tokens": 1220}


def _emit(event: dict) -> None:
    print(json.dumps(event), flush=True)


def _option(*names: str) -> str | None:
    argv = sys.argv[1:]
    for name in names:
        if name in argv and argv.index(name) + 1 < len(argv):
            return argv[argv.index(name) + 1]
    return None


def _kind() -> str:
    with open(_option("--output-schema") or "", encoding="utf-8") as handle:
        schema = json.load(handle)
    kind = schema["properties"]["kind"]
    return kind.get("const") or kind.get("anyOf", [{}])[0].get("const", "raise")


def _fail(message: str) -> None:
    _emit({"type": "error", "message": message})
    _emit({"type": "turn.failed", "error": {"message": message}})
    sys.exit(1)


FAILURES = {
    "rate_limit": "exceeded retry limit, last status: 429 Too Many Requests, request id: req_7f3a",
    "usage_limit": "You've hit your usage limit. Upgrade to Pro (https://openai.com/chatgpt/pricing) or try again in "
                   "4 days 20 hours 9 minutes.",
    # codex 0.171 after retrying a 500 itself, five reconnects of several requests each (measured on loopback)
    "server_error": "We\u2019re currently experiencing high demand, which may cause temporary errors.",
    "auth": "unexpected status 401 Unauthorized: Missing bearer or basic authentication in header",
    "unknown_model": "unexpected status 404 Not Found: {\"error\":{\"message\":\"The model `gpt-9` does not exist or "
                     "you do not have access to it.\",\"code\":\"model_not_found\"}}",
    "dropped": "stream disconnected before completion: error sending request for url",
}


def main() -> None:
    if "--version" in sys.argv:
        print("codex-cli 0.171.0")
        return
    prompt = sys.stdin.read()
    log_call("codex", prompt, schema=open(_option("--output-schema") or "", encoding="utf-8").read())
    if SCENARIO == "bad_flag":
        print("error: unexpected argument '--ignore-rules' found", file=sys.stderr)
        sys.exit(2)
    _emit({"type": "thread.started", "thread_id": str(uuid.uuid4())})
    if SCENARIO == "hang_before":
        hang()
    _emit({"type": "turn.started"})
    if SCENARIO == "hang":
        hang()
    if SCENARIO == "unreachable":  # what codex 0.171 prints when it cannot connect, then it waits forever
        for _ in range(3):
            _emit({"type": "error", "message": "Reconnecting... waiting for network (Connection failed: error "
                                               "sending request)"})
        hang()
    if SCENARIO == "server_error":
        for attempt in range(1, 6):
            _emit({"type": "error", "message": f"Reconnecting... {attempt}/5 ({FAILURES[SCENARIO]})"})
    if SCENARIO in FAILURES:
        _fail(FAILURES[SCENARIO])
    if SCENARIO == "reconnect":
        _emit({"type": "error", "message": "Reconnecting... 1/5 (stream disconnected before completion)"})
    _emit({"type": "item.completed", "item": {"id": "item_0", "type": "reasoning", "text": "**Reading the files**"}})
    command = {"id": "item_1", "type": "command_execution", "command": "bash -lc 'rg -n eval'"}
    _emit({"type": "item.started", "item": {**command, "aggregated_output": "", "exit_code": None,
                                            "status": "in_progress"}})
    _emit({"type": "item.completed", "item": {**command, "aggregated_output": "app.py:3", "exit_code": 0,
                                              "status": "completed"}})
    answer = "{ not json" if SCENARIO == "invalid_json" else json.dumps(turn_for(_kind(), prompt, nulls=True))
    if SCENARIO == "truncated":
        sys.stdout.write(json.dumps({"type": "item.completed", "item": {"id": "item_2", "type": "agent_message",
                                                                        "text": answer}})[:60])
        sys.stdout.flush()
        return
    _emit({"type": "item.completed", "item": {"id": "item_2", "type": "agent_message", "text": answer}})
    with open(_option("-o", "--output-last-message") or "", "w", encoding="utf-8") as handle:
        handle.write(answer)
    _emit({"type": "turn.completed", "usage": USAGE})


if __name__ == "__main__":
    main()
