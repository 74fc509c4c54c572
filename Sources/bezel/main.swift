import BezelCLI
