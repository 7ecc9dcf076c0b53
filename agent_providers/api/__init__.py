"""API models as providers: OpenAI, Anthropic and any OpenAI-compatible server (Ollama, vLLM, llama.cpp).

Built on pydantic-ai: it keeps the client apart from the model and reports usage with every
response. This package owns the specs, the read-only snapshot tools, prices, the mapping of
API failures onto the seam's errors, and a small compatibility layer for local servers. It never
writes to the target and never prints a key.
"""
