-- Drives one of Docs/editors.md's Neovim configurations headlessly, as a user would use it, over a copy of
-- Samples/Counter (Scripts/check-neovim.sh): each check's result goes to $CONSTRUKT_NVIM_RESULTS.
local results = {}
local function check(name, ok, detail)
  table.insert(results, { name = name, ok = ok and true or false, detail = detail and tostring(detail) or "" })
end
local function line_of(buf, text)
  for number, line in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do
    local column = line:find(text, 1, true)
    if column then return number, column end
  end
end
local function codes(buf)
  local found = {}
  for _, diagnostic in ipairs(vim.diagnostic.get(buf)) do table.insert(found, tostring(diagnostic.code)) end
  return table.concat(found, ",")
end

-- The clients serving a buffer: Neovim 0.11 asks with get_clients, 0.7 with buf_get_clients.
local function clients(buf)
  if vim.lsp.get_clients then return vim.lsp.get_clients({ bufnr = buf }) end
  return vim.lsp.buf_get_clients(buf)
end

local buf = vim.api.nvim_get_current_buf()
check("the server attaches to a screen file", vim.wait(20000, function()
  return #clients(buf) > 0
end, 50))
check("omnifunc is the client's", vim.bo[buf].omnifunc == "v:lua.vim.lsp.omnifunc", vim.bo[buf].omnifunc)
check("tagfunc is the client's", vim.bo[buf].tagfunc == "v:lua.vim.lsp.tagfunc", vim.bo[buf].tagfunc)

-- Diagnostics as you type: a misspelt name, then the fix.
local row, column = line_of(buf, "to: ${count + 1}")
vim.api.nvim_buf_set_text(buf, row - 1, column + 5, row - 1, column + 10, { "cuont" })
check("an edit gets its diagnostic", vim.wait(20000, function() return codes(buf) == "CK0404" end, 50), codes(buf))
vim.api.nvim_buf_set_text(buf, row - 1, column + 5, row - 1, column + 10, { "count" })
check("the fix clears it", vim.wait(20000, function() return codes(buf) == "" end, 50), codes(buf))

-- CTRL-] jumps to the definition through tagfunc.
vim.api.nvim_win_set_cursor(0, { row, column + 6 })
local declaration = line_of(buf, "count: { type: Int")
local jumped = pcall(vim.cmd, 'execute "normal \\<C-]>"')
check("CTRL-] jumps to the state's declaration", jumped and vim.api.nvim_win_get_cursor(0)[1] == declaration,
  vim.api.nvim_win_get_cursor(0)[1])

-- K hovers: a floating window with the name's kind and type.
vim.api.nvim_win_set_cursor(0, { row, column + 6 })
vim.cmd("normal K")
local hover = ""
check("K shows the hover", vim.wait(20000, function()
  for _, window in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_config(window).relative ~= "" then
      hover = table.concat(vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(window), 0, -1, false), "\n")
      return hover:find("Int", 1, true) ~= nil
    end
  end
  return false
end, 50), hover)
for _, window in ipairs(vim.api.nvim_list_wins()) do
  if vim.api.nvim_win_get_config(window).relative ~= "" then vim.api.nvim_win_close(window, true) end
end

-- CTRL-X CTRL-O: the omnifunc's request and the items it would show (Insert mode is stood in for,
-- as Neovim 0.7 asks vim.fn.mode and 0.11 nvim_get_mode: a headless Neovim leaves it before an
-- answer comes).
local offered
local mode, get_mode, complete = vim.fn.mode, vim.api.nvim_get_mode, vim.fn.complete
vim.fn.mode = function() return "i" end
vim.api.nvim_get_mode = function() return { mode = "i", blocking = false } end
vim.fn.complete = function(_, items) offered = items end
vim.api.nvim_win_set_cursor(0, { row, column + 5 })
vim.lsp.omnifunc(1, "")
vim.wait(20000, function() return offered ~= nil end, 50)
vim.fn.mode, vim.api.nvim_get_mode, vim.fn.complete = mode, get_mode, complete
local words = {}
for _, item in ipairs(offered or {}) do words[item.word] = true end
check("CTRL-X CTRL-O offers the names in scope", words.count and words.start and words.canReset,
  vim.inspect(vim.tbl_keys(words)))

-- A rename edits every file of the app, scenarios included, and the app stays clean.
vim.api.nvim_win_set_cursor(0, { row, column + 6 })
vim.lsp.buf.rename("tally")
check("a rename edits the screen", vim.wait(20000, function() return line_of(buf, "${tally + 1}") ~= nil end, 50))
vim.cmd("silent wall")
check("the renamed app has no diagnostic", vim.wait(20000, function() return codes(buf) == "" end, 50), codes(buf))

local file = io.open(os.getenv("CONSTRUKT_NVIM_RESULTS"), "w")
file:write(vim.fn.json_encode(results))
file:close()
vim.cmd("qall!")
