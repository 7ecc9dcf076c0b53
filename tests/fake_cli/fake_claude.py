"""A fake `claude` that prints what `claude -p --output-format json` prints, per FAKE_CLI_SCENARIO.

Scenarios: auto (a success with structured_output), rate_limit (is_error with a 429 that says
"success"), overloaded (529), server_error (500), auth (401), budget (error_max_budget_usd),
refusal (the safety filter), truncated (the result object cut off), invalid_json, text_only (no
structured_output), bad_flag (refuses its command line), crash (killed by a signal), hang.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import uuid

from common import SCENARIO, hang, log_call, turn_for

REFUSAL = ("API Error: Claude Code is unable to respond to this request, which appears to violate our Usage Policy "
           "(https://www.anthropic.com/legal/aup). Try rephrasing the request or attempting a different approach.")


def _option(name: str) -> str | None:
    argv = sys.argv[1:]
    return argv[argv.index(name) + 1] if name in argv and argv.index(name) + 1 < len(argv) else None


def _kind() -> str:
    schema = json.loads(_option("--json-schema") or "{}")
    return schema.get("properties", {}).get("kind", {}).get("const", "raise")


def _result(**fields) -> dict:
    usage = {"input_tokens": 12, "cache_creation_input_tokens": 4100, "cache_read_input_tokens": 16300,
             "output_tokens": 845, "server_tool_use": {"web_search_requests": 0, "web_fetch_requests": 0},
             "service_tier": "standard"}
    base = {"type": "result", "subtype": "success", "is_error": False, "duration_ms": 20431, "duration_api_ms": 19870,
            "num_turns": 5, "result": "Done.", "stop_reason": "end_turn", "session_id": str(uuid.uuid4()),
            "total_cost_usd": 0.0421, "usage": usage,
            "modelUsage": {"claude-sonnet-4-5": {"inputTokens": 12, "outputTokens": 845, "costUSD": 0.0421}},
            "permission_denials": [], "uuid": str(uuid.uuid4())}
    return {**base, **fields}


def _api_error(status: int, text: str, cost: float = 0.0) -> dict:
    return _result(is_error=True, result=f"API Error: {status} {text}", api_error_status=status, num_turns=1,
                   total_cost_usd=cost, stop_reason="stop_sequence")


def main() -> None:
    if "--version" in sys.argv:
        print("2.1.197 (Claude Code)")
        return
    prompt = sys.stdin.read()
    log_call("claude", prompt)
    if SCENARIO == "hang":
        hang()
    if SCENARIO == "crash":
        os.kill(os.getpid(), signal.SIGKILL)
    if SCENARIO == "bad_flag":
        print("error: unknown option '--json-schema'", file=sys.stderr)
        sys.exit(1)
    if SCENARIO == "invalid_json":
        print("Sure! Here are the findings: [eval on line 3]")
        return
    outputs = {
        "rate_limit": _api_error(429, '{"type":"error","error":{"type":"rate_limit_error","message":"This request '
                                      'would exceed the rate limit for your organization of 30,000 input tokens per '
                                      'minute."}}', cost=0.0031),
        "overloaded": _api_error(529, '{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}'),
        "server_error": _api_error(500, '{"type":"error","error":{"type":"api_error","message":"Internal server '
                                        'error"}}', cost=0.0107),
        "auth": _api_error(401, '{"type":"error","error":{"type":"authentication_error",'
                                '"message":"invalid x-api-key"}}'),
        "budget": _result(subtype="error_max_budget_usd", is_error=True, total_cost_usd=0.2514,
                          errors=["Reached maximum budget ($0.25)"], result=None),
        "refusal": _result(is_error=True, result=REFUSAL, stop_reason="refusal", total_cost_usd=0.0062, num_turns=1),
        "text_only": _result(result="I found one problem: eval on user input."),
        "max_structured": _result(subtype="error_max_structured_output_retries", is_error=True, total_cost_usd=0.09,
                                  errors=["Failed to provide valid structured output after 5 attempts"], result=None),
    }
    if SCENARIO in outputs:
        print(json.dumps(outputs[SCENARIO]))
        sys.exit(1 if outputs[SCENARIO]["is_error"] else 0)
    text = json.dumps(_result(structured_output=turn_for(_kind(), prompt, nulls=False)))
    if SCENARIO == "truncated":
        cut = text.index('"structured_output"') + 40
        sys.stdout.write(text[:cut])
        sys.stdout.flush()
        os._exit(0)
    print(text)


if __name__ == "__main__":
    main()
