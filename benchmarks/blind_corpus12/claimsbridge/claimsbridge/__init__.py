"""Bridge between the insurer partners' SOAP/XML-RPC/gRPC endpoints and the claims database."""
